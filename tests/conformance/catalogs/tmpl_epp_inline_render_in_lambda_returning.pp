$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= [1, 2].map |$x| { "<${x}>" }.join %>') }
}
include t
