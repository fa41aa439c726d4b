# What has an effect, or is last, may stand: a call in an if, a match, the last value.
$v = 'abc'
if $v { notify { 'in if': } }
$v =~ /b/
notify { "matched ${0}": }
[1, 2].each |$i| { $i }
'the last value'
