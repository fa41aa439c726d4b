File['/x'] { mode => '0600' }
file { '/x': }
