class t {
  notify { 'out': message => inline_template('[<%= @after %>][<%= scope["::before"] %>]') }
}
$before = 'b'
include t
$after = 'a'
