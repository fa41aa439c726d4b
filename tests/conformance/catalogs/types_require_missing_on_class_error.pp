class lg::c { }
class { 'lg::c':
  require => Package['nope'],
}
