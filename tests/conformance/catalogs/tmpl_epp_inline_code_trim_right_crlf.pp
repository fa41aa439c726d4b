$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a <% $x = 1 -%>  
b') }
}
include t
