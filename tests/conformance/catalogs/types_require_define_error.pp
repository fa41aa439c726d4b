define lg::d() { }
lg::d { 'a':
  subscribe => Service['nope'],
}
