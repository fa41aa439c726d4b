$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= true %>/<%= false %>') }
}
include t
