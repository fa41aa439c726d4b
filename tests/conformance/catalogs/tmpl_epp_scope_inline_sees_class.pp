$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= $local %>|<%= $top %>') }
}
include t
