$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= "abc".upcase %> <%= [3, 1, 2].sort %> <%= "a,b".split(",") %>') }
}
include t
