$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= no_such_function(1) %>') }
}
include t
