class t {
  notify { 'out': message => inline_epp('[<%= $late %>]') }
  $late = 'x'
}
include t
