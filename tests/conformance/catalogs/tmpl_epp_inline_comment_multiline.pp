$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a<%# line one
line two %>b') }
}
include t
