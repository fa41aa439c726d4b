$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= 1 + %>') }
}
include t
