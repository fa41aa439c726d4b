$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('plain text
second line
') }
}
include t
