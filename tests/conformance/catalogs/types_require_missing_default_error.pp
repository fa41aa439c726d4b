Notify {
  require => Package['nope'],
}
notify { 'x': }
