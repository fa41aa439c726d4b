$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<% $h = {a => {b => [10, 20]}} %><%= $h["a"]["b"][1] %> <%= $h.dig("a", "b", 0) %>') }
}
include t
