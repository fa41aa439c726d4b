# Modern and legacy Ruby functions returning scalars, arrays and nested hashes.
$d1 = lgrb::double(21)
$d2 = lgrb::double([1, 2, 3])
$p = lgrb::profile('web', { 'ports' => [1, 2], 'enabled' => false })
$p2 = lgrb::profile('db')
$l = lgrb::listing(['b', 'a', 'ccc'], ', ')
$s = lgrb_shout('hi')
$g = lgrb_legacy('abc', undef)
lgrb_legacy_statement('x')

notify { 'double': message => [$d1, $d2] }
notify { 'profile': message => $p }
notify { 'profile2': message => $p2 }
notify { 'listing': message => $l }
notify { 'shout': message => $s }
notify { 'legacy': message => $g }
notify { 'in-string': message => "${lgrb::double(4)} and ${lgrb_shout('x')}" }
