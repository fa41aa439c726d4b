# A skipped define instance includes a class that the key's define then
# declares with parameters: a duplicate declaration, in the key's own define.
class q::p($val = 'dflt') { }
define d1() { include q::p }
define d2() {
  class { 'q::p': val => 'x' }
  file { '/tmp/x': content => 'c' }
}
class a {
  d1 { 'a': }
  d2 { 'b': }
}
include a
