# An Iterator as a resource attribute value: Puppet refuses it where it is set.
$it = [1, 2, 3].reverse_each
notify { 'ok': message => String($it) }
notify { 'bad':
  message => $it,
}
