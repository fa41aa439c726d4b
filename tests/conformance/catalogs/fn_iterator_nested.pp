# An Iterator nested in an Array attribute value.
notify { 'nested':
  message => ['a', [1, 2].reverse_each],
}
