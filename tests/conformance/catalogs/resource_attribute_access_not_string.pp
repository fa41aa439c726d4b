# The attribute name must be a String
file { '/x': mode => '0644' }
notify { 'n': message => File['/x'][1] }
