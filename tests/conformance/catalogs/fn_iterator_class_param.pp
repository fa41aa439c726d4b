# An Iterator passed to a class parameter typed Iterator: the class's parameter
# is a catalog value, and Puppet refuses it.
class holder(Iterator $items) {
  notify { 'in-holder': message => String($items) }
}
class { 'holder':
  items => [1, 2].reverse_each,
}
