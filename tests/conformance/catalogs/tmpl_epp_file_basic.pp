$top = 'T'
file { '/etc/app.conf': content => epp('tm/app.conf.epp', {'name' => 'web'}) }
