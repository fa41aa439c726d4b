$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a<%# 50%% sure %>b') }
}
include t
