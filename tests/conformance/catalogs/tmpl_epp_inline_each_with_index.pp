$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% [x, y].each |$i, $v| { %><%= $i %>:<%= $v %>;<% } %>') }
}
include t
