notify { 'v': message => String(lookup('k')) }
notify { 'h': message => String(lookup('h')) }
