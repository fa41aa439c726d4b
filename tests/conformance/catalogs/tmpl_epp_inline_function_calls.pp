$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= upcase("abc") %> <%= join(["a", "b"], "-") %> <%= size([1, 2]) %>') }
}
include t
