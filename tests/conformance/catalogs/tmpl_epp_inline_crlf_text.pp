$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a
b<%= 1 %>
') }
}
include t
