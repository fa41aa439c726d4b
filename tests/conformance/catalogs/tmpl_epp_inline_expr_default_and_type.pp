$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= Integer %> <%= Integer[1,2] %>') }
}
include t
