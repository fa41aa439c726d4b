$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= "a${[1, 2].map |$x| { $x + 1 }}b" %>') }
}
include t
