notify { 'v': message => String(lookup('h')) }
notify { 'n': message => String(lookup('n')) }
notify { 'w': message => String(lookup('where')) }
