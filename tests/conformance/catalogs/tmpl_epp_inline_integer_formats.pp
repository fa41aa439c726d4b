$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= 0x10 %> <%= 010 %> <%= -5 %>') }
}
include t
