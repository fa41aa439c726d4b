# Which scope's variable a title reads: the top scope's ($::x), an outer one
# when the class's own assignment did not run (a branch not taken) or is a
# lambda's, an inherited one when the class's assignment did not run.
$x = '/k1'
$dir = '/k2'
class p { $dir = '/k4' }
class other inherits p { if $facts['hostname'] == 'never' { $dir = '/z' } }
class a {
  $x = '/a'
  File <| title == $::x |> { mode => '0701' }
  if $facts['hostname'] == 'never' { $dir = '/z' }
  File <| title == $dir |> { mode => '0702' }
}
class l {
  [1].each |$i| { $ldir = '/z' }
  File <| title == $ldir |> { mode => '0703' }
}
class o {
  include other
  File <| title == $other::dir |> { mode => '0704' }
}
class b { file { ['/k1', '/k2', '/k3', '/k4', '/a', '/z']: ensure => file } }
node default {
  $ldir = '/k3'
  include b
  include a
  include l
  include o
}
