$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% [1, 2].each |$a| { %><% [a, b].each |$b| { %><%= $a %><%= $b %> <% } %><% } %>') }
}
include t
