node default { file { '/n': } File['/n'] { mode => '0600' } }
