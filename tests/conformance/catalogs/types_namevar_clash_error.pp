file { '/tmp/lg/a': ensure => file }
file { 'other':
  path => '/tmp/lg/a',
}
