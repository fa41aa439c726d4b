$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a <%# never closed') }
}
include t
