$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% [1, 2, 3].each |$x| { if $x == 2 { next() } %><%= $x %><% } %>') }
}
include t
