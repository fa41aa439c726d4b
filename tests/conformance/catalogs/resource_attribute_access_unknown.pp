# An attribute the type does not have
file { '/x': mode => '0644' }
notify { 'bad': message => File['/x']['nope'] }
