# Puppet stops after 1000 generator passes that made progress: a define nesting
# itself 1000 deep needs 1000. Titles with a space are not tags (keeps the catalog small).
define d() {
  $n = Integer(split($title, " ")[1]) + 1
  if $n <= 1000 { d { "level ${n}": } }
}
d { "level 1": }
