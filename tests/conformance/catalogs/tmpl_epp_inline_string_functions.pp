$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= sprintf("%05.1f|%-4s|", 3.14159, "ab") %>') }
}
include t
