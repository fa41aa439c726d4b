# Defaults its scope declares later apply; a reference in a variable reads the same
file { '/x': ensure => file }
File { owner => 'late' }
$r = File['/x']
notify { 'n': message => "${r['owner']}" }
define dm($fooBar = 'x') { }
dm { 'one': fooBar => 'y' }
notify { 'm': message => Dm['one']['fooBar'] }
