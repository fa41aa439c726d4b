$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% $a = 1 %><% $b = $a + 1 %><%= $b %>') }
}
include t
