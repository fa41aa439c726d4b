$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('a=<%= $a %> b=<%= $b %>', {'a' => 1, 'b' => 'two'}) }
}
include t
