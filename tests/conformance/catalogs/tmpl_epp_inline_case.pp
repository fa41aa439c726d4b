$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% case "b" { "a": { %>A<% } "b": { %>B<% } default: { %>D<% } } %>') }
}
include t
