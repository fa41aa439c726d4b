$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | String $x, Integer $y | -%>
<%= $x %>/<%= $y %>', {'x' => 'a', 'y' => 2}) }
}
include t
