$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= [1, 2, 3].map |$x| { $x * 2 }.join(",") %>') }
}
include t
