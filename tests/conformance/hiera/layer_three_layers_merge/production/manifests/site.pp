notify { 'v': message => String(lookup('ntp::servers', Array, 'unique')) }
