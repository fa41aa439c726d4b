file { 'x': path => '/tmp/x' }
