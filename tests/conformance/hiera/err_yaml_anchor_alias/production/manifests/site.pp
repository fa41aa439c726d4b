notify { 'v': message => String(lookup('b')) }
