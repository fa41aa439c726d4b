# One Iterator walked by several expressions: map advances its cursor, String()
# and reduce take a fresh pass, an Integer range's every walk uses the cursor.
# Which walk comes first is Puppet's evaluation order, also for one key (`get`).
$names = ['a', 'b', 'c'].reverse_each
notify { 'first-map': message => $names.map |$n| { $n } }
$later = $names.map |$n| { $n }
file { "/tmp/after-${later[0]}": }
notify { 'string': message => String($names) }
notify { 'reduce': message => $names.reduce |$m, $n| { "${m}${n}" } }

$range = 4.reverse_each
notify { 'range-string': message => String($range) }
$rest = Array($range)
file { "/tmp/rest-${rest[0]}": }

$steps = [1, 2, 3, 4, 5, 6].step(2)
$steps.each |$x| { if $x == 3 { break() } }
notify { 'steps-left': message => $steps.map |$x| { $x } }
