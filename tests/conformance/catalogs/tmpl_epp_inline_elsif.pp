$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% $n = 2 if $n == 1 { %>one<% } elsif $n == 2 { %>two<% } else { %>many<% } %>') }
}
include t
