# type() of a Sensitive: Puppet infers the wrapped value without ranges or literal values
notify { 'sensitive types':
  message => [type(Sensitive([1])), type(Sensitive({ 'a' => 1 })), type(Sensitive('abc')),
              type(Sensitive('abc'), 'detailed'), type([Sensitive(1)]), type(Sensitive(1), 'generalized'),
              type([Sensitive('a')], 'generalized'), type(Sensitive([1]), 'reduced'),
              Sensitive(5) =~ Sensitive[Integer], Sensitive(5) =~ Sensitive[Integer[6]],
              type(Sensitive(1.5)), type(Sensitive([[1, 'a']]))],
}
$t = Sensitive[Integer[6]]
notify { 'sensitive type parameters':
  message => ["${t}", Sensitive(5) =~ $t, Sensitive(5) =~ Sensitive[String], Sensitive[Enum['a']],
              Sensitive('a') =~ Sensitive[Integer], Sensitive[Array[String[1], 2]]],
}
