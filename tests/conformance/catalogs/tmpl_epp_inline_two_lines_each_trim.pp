$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% ["a", "b"].each |$x| { -%>
  <%- -%>
<%= $x %>
<% } -%>') }
}
include t
