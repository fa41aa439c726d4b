$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('top=<%= $top %>', {'top' => 'shadowed'}) }
}
include t
