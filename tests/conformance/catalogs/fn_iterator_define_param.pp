# An Iterator passed to a defined type's parameter.
define holder(Iterable $items) {
  notify { "in-${title}": message => String($items) }
}
holder { 'x':
  items => 3.reverse_each,
}
