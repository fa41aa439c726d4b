$top = 'T'
$gone = undef
class inner($p = 1, $q = undef) {
  $c = 'C'
  notify { 'inner': message => inline_template('<%= scope.to_hash.reject { |k, v| v.is_a?(Hash) }.inspect %>|<%= instance_variables.inspect %>') }
}
node default {
  $n = 'N'
  include inner
  notify { 'node': message => inline_template('<%= scope.to_hash.reject { |k, v| v.is_a?(Hash) }.inspect %>|<%= instance_variables.inspect %>') }
}
notify { 'top': message => inline_template('<%= scope.to_hash.reject { |k, v| v.is_a?(Hash) }.inspect %>|<%= instance_variables.inspect %>') }
