$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= [1, "two", 3.5] %>') }
}
include t
