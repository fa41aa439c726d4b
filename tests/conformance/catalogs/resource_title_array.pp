file { ['/a', '/b', ['/c', '/d']]: ensure => directory }
