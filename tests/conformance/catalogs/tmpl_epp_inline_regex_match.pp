$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% if "abc" =~ /b(c)/ { %><%= $1 %><% } %>') }
}
include t
