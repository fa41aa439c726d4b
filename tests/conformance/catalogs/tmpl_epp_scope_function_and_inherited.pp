$top = 'T'
function myf(String $p) >> String { $loc = 'L' inline_epp('[<%= $p %>][<%= $loc %>][<%= $top %>][<%= $cv %>]') }
class base { $bv = 'B' }
class cc inherits base {
  $cv = 'C'
  notify { 'f': message => myf('P') }
  notify { 'r': message => inline_template('[<%= @bv %>][<%= @cv %>][<%= scope["base::bv"] %>]') }
  notify { 'e': message => inline_epp('[<%= $bv %>][<%= $base::bv %>]') }
}
include cc
