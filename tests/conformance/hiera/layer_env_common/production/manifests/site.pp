notify { 'v': message => String(lookup('greeting')) }
