class early { notify { 'e': } }
class foo::bar {
  $now = inline_template('<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?(\'early\') %> <%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?(\'late\') %>')
  notify { 'in_class': message => $now }
  notify { 'deferred': message => inline_template('<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?(\'early\') %> <%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?(\'late\') %>') }
  include late
}
class late { notify { 'late': message => inline_template('<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?(\'early\') %> <%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?(\'late\') %>') } }
node default {
  include early
  include foo::bar
  notify { 'node': message => inline_template('<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?(\'early\') %> <%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?(\'late\') %>') }
}
