notify { 'x': }
notify { 'y': require => 'Notify[x]' }
notify { 'z':
  before => 'bogus',
}
