notify { 'hello': message => 'world' }
file { '/tmp/x': ensure => file, mode => '0644' }
