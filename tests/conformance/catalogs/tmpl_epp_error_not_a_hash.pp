$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('x', [1]) }
}
include t
