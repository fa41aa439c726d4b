notify { 'v': message => String(lookup('k')) }
