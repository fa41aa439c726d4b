notify { 'v': message => String(lookup('k')) }
notify { 'n': message => String(lookup('n')) }
