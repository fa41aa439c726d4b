$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | $s | -%>
<%= $s.unwrap %>', {'s' => Sensitive('pw')}) }
}
include t
