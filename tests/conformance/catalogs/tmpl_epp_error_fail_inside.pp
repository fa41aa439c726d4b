$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% fail("from template") %>') }
}
include t
