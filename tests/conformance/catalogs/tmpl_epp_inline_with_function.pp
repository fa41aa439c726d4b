$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= with(3) |$x| { $x * $x } %>') }
}
include t
