$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= 1.0 %> <%= 2.5 %> <%= 1e3 %>') }
}
include t
