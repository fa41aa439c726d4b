notify { 'x': require => [] }
notify { 'y': notify => undef }
notify { 'w':
  subscribe => Class['nope'],
}
