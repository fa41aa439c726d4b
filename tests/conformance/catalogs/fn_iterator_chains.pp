# Iterators used the ways real manifests use them: chained, interpolated,
# converted, walked once by map and again by reduce.
$hosts = ['web1', 'web2', 'db1', 'db2', 'cache1']
$newest_first = $hosts.reverse_each
$every_other = $hosts.step(2)
file { $newest_first.map |$h| { "/srv/${h}" }:
  ensure => directory,
}
notify { 'summary':
  message => "${newest_first} ${every_other} ${String($every_other)}",
}
notify { 'reduced':
  message => $newest_first.reduce |$memo, $h| { "${memo},${h}" },
}
notify { 'ports':
  message => Array(Integer[8080, 8090].step(5).reverse_each),
}
$hosts.reverse_each |$h| {
  notify { "rev-${h}": }
}
Integer[1, 7].step(3) |$n| {
  file { "/tmp/slot${n}": ensure => file }
}
notify { 'tree':
  message => Array({'a' => [1, 2], 'b' => 3}.tree_each).map |$entry| { join($entry[0], '.') },
}
