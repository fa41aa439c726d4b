class t {
  notify { 'out': message => inline_template('[<%= @late %>]') }
  $late = 'x'
}
include t
