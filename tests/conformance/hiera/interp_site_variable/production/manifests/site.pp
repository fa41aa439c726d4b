$tier = 'bronze'
notify { 'v': message => String(lookup('k')) }
