$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('line
<%= 1 %>
') }
}
include t
