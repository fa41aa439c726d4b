$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0

  notify { 'out': message => inline_template('<% %w[num arr nope].each do |v| -%>
<%= v %>: <%= instance_variable_get("@#{v}").inspect %> <%= instance_variable_defined?("@#{v}") %>
<% end -%>') }
}
include t
