$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Integer $x | -%>
<%= $x %>', {'x' => 'one'}) }
}
include t
