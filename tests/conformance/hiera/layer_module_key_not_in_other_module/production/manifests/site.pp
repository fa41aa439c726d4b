notify { 'v': message => String(lookup('ntp::a', undef, undef, 'absent')) }
