# a generated type accepts `name` only when it declares it
lg_service { 'a': }
lg_service { 'b':
  name => 'c',
}
