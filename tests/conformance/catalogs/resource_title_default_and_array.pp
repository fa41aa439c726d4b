file { default: mode => '0600'; ['/a', '/b']: ; }
