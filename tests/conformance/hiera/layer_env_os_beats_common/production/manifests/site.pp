notify { 'v': message => String(lookup('pkg')) }
