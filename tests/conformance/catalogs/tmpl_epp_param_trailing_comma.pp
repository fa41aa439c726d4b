$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $a, $b, | -%>
<%= $a %><%= $b %>', {'a' => 1, 'b' => 2}) }
}
include t
