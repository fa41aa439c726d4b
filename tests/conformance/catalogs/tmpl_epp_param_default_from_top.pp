$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $x = $top | -%>
<%= $x %>') }
}
include t
