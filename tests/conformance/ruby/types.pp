# Types and references of every kind, through Ruby and back as Ruby prints them.
$k = [
  lgrb::kinds(Class['lgtypes']),
  lgrb::kinds(Resource['file', '/x']),
  lgrb::kinds(Lgtypes::Vhost['t']),
  lgrb::kinds(Enum['a', "b'c"]),
  lgrb::kinds(Pattern[/a\/b/]),
  lgrb::kinds("x\u00e9\n"),
  lgrb::kinds(3.0),
  lgrb::kinds(9223372036854775807),
  lgrb::kinds(Struct[{ a => Optional[Integer], Optional[b] => String }]),
  lgrb::kinds([Tuple[Integer, 1, 2], Variant[Undef, Hash[String, Array[Integer[0]]]]]),
]
notify { 'kinds': message => $k }
