$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% [1, 2, 3].each |$i| { -%>
item <%= $i %>
<% } -%>
end') }
}
include t
