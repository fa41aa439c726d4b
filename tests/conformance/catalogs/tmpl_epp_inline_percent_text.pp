$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('100% sure') }
}
include t
