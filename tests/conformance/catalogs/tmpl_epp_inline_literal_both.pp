$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%% if x %%>') }
}
include t
