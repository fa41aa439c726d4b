$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_template('a<%= 1 %>', 'b<%= 2 %>') }
}
include t
