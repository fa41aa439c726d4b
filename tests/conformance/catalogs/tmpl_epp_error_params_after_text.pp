$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('x<%| $a |%>', {'a' => 1}) }
}
include t
