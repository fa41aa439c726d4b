$t = Timestamp('2020-01-01T00:00:00.000 UTC')
$u = Timestamp('2021-01-01T00:00:00.000 UTC')
notify { "b": message => "${type($t)} ${type([$t])} ${t}" }
notify { 'a': message => "${type([$t, $u], 'reduced')} ${type({'a' => $t}, 'generalized')} ${$t =~ Timestamp} ${type($t) == type($t)} ${type(Timestamp)} ${$t =~ Scalar} ${$t =~ ScalarData} ${$t =~ Data} ${type([$t, 1], 'reduced')} ${$t =~ Type[Timestamp]} ${type([$t, $u], 'generalized')}" }
