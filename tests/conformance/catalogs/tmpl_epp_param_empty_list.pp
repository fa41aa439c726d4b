$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- || -%>
no params') }
}
include t
