$tier = 'gold'
notify { 'v': message => String(lookup('k')) }
