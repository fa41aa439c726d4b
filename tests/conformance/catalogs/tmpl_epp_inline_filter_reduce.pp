$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.reduce |$a, $b| { $a + $b } %>') }
}
include t
