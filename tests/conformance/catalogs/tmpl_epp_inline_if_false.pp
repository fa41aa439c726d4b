$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% if 1 > 2 { -%>
yes
<% } else { -%>
no
<% } -%>') }
}
include t
