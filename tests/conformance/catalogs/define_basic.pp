define site($root = '/srv', $owner) { file { "${root}/${title}": owner => $owner } }
site { 'blog': owner => 'www' }
site { 'shop': owner => 'root', root => '/var' }
