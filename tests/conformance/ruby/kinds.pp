# Values JSON has no form for, passed to Ruby and returned from it.
$k = [
  lgrb::kinds(default),
  lgrb::kinds(Sensitive('pw')),
  lgrb::kinds(Integer[1, 3]),
  lgrb::kinds(/ab+c/),
  lgrb::kinds({ 1 => [true, 2.5], 'k' => undef }),
  lgrb::kinds(File['/tmp/x']),
  lgrb::kinds(Optional[String]),
]
$t = lgrb::make('type')
$r = lgrb::make('regexp')
$made = [
  lgrb::kinds(lgrb::make('sensitive'))['unwrapped'],
  "${t}",
  3 =~ $t,
  7 =~ $t,
  'b' =~ $t,
  'webs12' =~ $r,
  'web12' =~ $r,
  lgrb::make('default') == default,
  "${lgrb::make('resource')}",
]
notify { 'kinds': message => $k }
notify { 'made': message => $made }
