file { '/etc/x': alias => 'xfile' }
notify { 'n': require => File['xfile'] }
