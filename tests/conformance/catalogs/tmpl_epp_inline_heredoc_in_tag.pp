$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= @(END)
  inside
  | END
%>') }
}
include t
