# `$x in $list ? {...}` selects on the in-expression (puppet-unbound).
$owned = ['/b']
['/a', '/b'].each |$dir| {
  $o = $dir in $owned ? { true => 'yes', default => undef }
  notify { "n ${dir}": message => "${o}" }
}
$t = 'x' ? { 'x' => 1, default => 2 } + 10
notify { 'arith': message => $t }
$u = 2 * 3 ? { 3 => 'three', default => 'other' }
notify { 'mul': message => $u }
