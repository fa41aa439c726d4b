$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Boolean $b | -%>
<%= $b %> <% if $b { %>on<% } %>', {'b' => false}) }
}
include t
