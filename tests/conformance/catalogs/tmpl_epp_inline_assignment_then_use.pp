$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% $greeting = "hello" -%>
<%= $greeting %> world') }
}
include t
