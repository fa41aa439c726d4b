$top = 'T'
file { '/x': content => epp('tm/app.conf.epp', {'name' => 'w', 'port' => 'x'}) }
