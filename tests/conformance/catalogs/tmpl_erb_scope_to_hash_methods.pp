$top = 'T'
class t($p = 'P') {
  $list = [1, 2]
  notify { 'out': message => inline_template('<%= scope.to_hash.keys.select { |k| %w[top p list].include?(k) }.inspect %> <%= scope.to_hash.fetch("p") %> <%= scope.to_hash.key?("nope") %> <%= scope.to_hash.class %> <%= scope.to_hash.values_at("top", "list").inspect %>') }
}
include t
