$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0

  notify { 'out': message => inline_template('<%= @arr.count { |x| x > 1 } %> <%= @arr.find { |x| x > 1 } %> <%= ["a", "bb", "cc"].group_by { |x| x.length }.inspect %>') }
}
include t
