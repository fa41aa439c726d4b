# A tag with a space, among valid ones, in the tag parameter.
notify { 'x':
  tag => ['ok', 'a b'],
}
