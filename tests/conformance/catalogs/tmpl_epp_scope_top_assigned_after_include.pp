class t {
  notify { 'out': message => inline_epp('[<%= $after %>][<%= $::before %>]') }
  notify { 'file': message => epp('tm/x.epp') }
}
$before = 'b'
include t
$after = 'a'
