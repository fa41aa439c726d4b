$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Variant[String, Integer] $v | -%>
<%= $v %>', {'v' => 5}) }
}
include t
