notify { 'v': message => String(lookup('level')) }
