class base { $b = 'from base' }
class t inherits base {
  notify { 'out': message => inline_epp('<%= $b %>') }
}
include t
