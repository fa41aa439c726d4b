# A value produced and forgotten before another statement: Puppet refuses it.
$x = 1
$x
notify { "x is ${x}": }
