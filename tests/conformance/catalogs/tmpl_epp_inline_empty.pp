$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('') }
}
include t
