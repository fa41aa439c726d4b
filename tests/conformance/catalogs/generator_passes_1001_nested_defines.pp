# Puppet stops after 1000 generator passes that made progress: a define nesting
# itself 1001 deep needs 1001. Titles with a space are not tags (keeps the catalog small).
define d() {
  $n = Integer(split($title, " ")[1]) + 1
  if $n <= 1001 { d { "level ${n}": } }
}
d { "level 1": }
