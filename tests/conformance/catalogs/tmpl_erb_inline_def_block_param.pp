$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0

  notify { 'out': message => inline_template('<% def sorted(h, &b); h.keys.sort(&b).map { |k| "#{k}=#{h[k]}" }; end -%>
<%= sorted(@hash).join(",") %> <%= sorted(@hash) { |x, y| y <=> x }.join(",") %>') }
}
include t
