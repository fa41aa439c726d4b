$top = 'T'
file { '/etc/app.conf': content => epp('tm/app.conf', {'name' => 'web', 'port' => 8080}) }
