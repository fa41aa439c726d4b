include ntp
notify { 'v': message => String(lookup('other', undef, undef, 'absent')) }
