file { '/tmp/lg/a/': ensure => directory }
notify { 'between': }
file { '/tmp/lg/a': ensure => directory }
