$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $x | -%>
<%= $x %>', {'x' => 1, 'y' => 2}) }
}
include t
