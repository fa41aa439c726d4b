$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Enum["on", "off"] $s | -%>
<%= $s %>', {'s' => 'on'}) }
}
include t
