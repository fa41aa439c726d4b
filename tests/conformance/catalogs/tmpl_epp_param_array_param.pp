$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Array[Integer] $xs | -%>
<%= $xs.join("+") %>', {'xs' => [1, 2, 3]}) }
}
include t
