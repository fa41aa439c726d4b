$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Hash $h | -%>
<% $h.each |$k, $v| { %><%= $k %>:<%= $v %> <% } %>', {'h' => {'b' => 2, 'a' => 1}}) }
}
include t
