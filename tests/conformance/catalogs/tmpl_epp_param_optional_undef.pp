$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%- | Optional[String] $x = undef | -%>
[<%= $x %>]') }
}
include t
