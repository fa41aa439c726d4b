notify { 'top': message => inline_template('<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?(\'early\') %> <%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?(\'late\') %>') }
class early {}
include early
notify { 'after': message => inline_template('<%= classes.join(",") %>|<%= all_tags.to_a.join(",") %>') }
