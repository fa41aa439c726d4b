# instance_variables in an ERB template: the scope's variables that have a value.
$x_top = 'top'
class { 'ivs': }
notify { 'inline': message => inline_template("<%= instance_variables.select { |v| v.to_s =~ /x_/ }.inspect %>") }
