# A class included by a define instance the cone skips: its variables and
# defined() are as the whole compile has them.
class q { $v = 'hello' }
define d1() { include q }
define d2() {
  file { '/tmp/x': content => "v=${q::v}" }
  file { '/tmp/y': content => String(defined(Class['q'])) }
}
class a {
  d1 { 'a': }
  d2 { 'b': }
}
include a
