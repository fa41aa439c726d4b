$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% unless false { %>shown<% } %>') }
}
include t
