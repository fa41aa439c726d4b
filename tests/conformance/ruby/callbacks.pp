# Lambdas given to Ruby functions, and Ruby calling back the manifest's functions.
function triple(Integer $x) >> Integer { $x * 3 }
$a = lgrb::with_each({ 'a' => 1, 'b' => 2 }) |$k, $v| { "${k}=${v}" }
$b = lgrb::apply_twice(5) |$x| { $x + lgrb::double($x) }
$c = lgrb::call_named('triple', [7])
$d = lgrb::call_named('lgrb::double', [7])
$e = lgrb::apply_twice('x') |$s| { "<${s}>" }
$f = lgrb::call_named('join', [['a', 'b'], '+'])
$g = lgrb::apply_twice(2) |$n| { lgrb::call_named('triple', [$n]) }
$h = lgrb_legacy_call('triple', [4])
$i = lgrb_legacy_call('lgrb::double', [4])
notify { 'callbacks': message => [$a, $b, $c, $d, $e, $f, $g, $h, $i] }
