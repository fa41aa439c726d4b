$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $x | -%>
x=<%= $x %>', {'x' => 'one'}) }
}
include t
