class data { $v = 'dv' }
include data
class t {
  notify { 'out': message => inline_epp('<%= $data::v %>|<%= $::top %>') }
}
$top = 'T'
include t
