class parent { notify { 'p': message => inline_template('<%= classes.inspect %> <%= all_tags.to_a.inspect %>') } }
class child inherits parent { notify { 'c': message => inline_template('<%= classes.inspect %> <%= all_tags.to_a.inspect %>') } }
class a { notify { 'a': message => inline_template('<%= classes.inspect %> <%= all_tags.to_a.inspect %>') } }
class b {}
include child
include a, b
