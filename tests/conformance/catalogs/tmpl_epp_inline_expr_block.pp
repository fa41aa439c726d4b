$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= { $a = 2 $a * 3 } %>') }
}
include t
