notify { 'v': message => String(lookup('absent')) }
