notify { 'x': message => undef }
file { '/y': owner => undef, mode => '0644' }
