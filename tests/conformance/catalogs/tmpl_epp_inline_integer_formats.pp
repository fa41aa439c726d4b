$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= String(255, "%x") %> <%= 0x10 %> <%= 010 %>') }
}
include t
