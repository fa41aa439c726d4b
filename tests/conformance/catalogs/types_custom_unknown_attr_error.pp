lg_service { 'x':
  ensure => present,
  ports  => 1,
}
