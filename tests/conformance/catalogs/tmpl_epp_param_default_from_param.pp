$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $x, $y = "${x}!" | -%>
<%= $y %>', {'x' => 'hey'}) }
}
include t
