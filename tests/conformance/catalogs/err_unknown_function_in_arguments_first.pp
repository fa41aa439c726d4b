# Puppet evaluates a call's arguments before it looks the function up: the
# unknown function inside the arguments is the one reported
$x = 1
notice(nope_outer('a',
  nope_inner()))
