$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0

  notify { 'out': message => inline_template('<%= scope.function_sprintf(["%s-%s", :abc, :undef]) %>|<%= scope.call_function("sprintf", ["%s-%s|", "abc", :undef]) %><%= scope.call_function("type", [[:undef, nil]]) %>') }
}
include t
