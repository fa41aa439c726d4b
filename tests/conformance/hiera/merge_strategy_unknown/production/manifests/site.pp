notify { 'v': message => String(lookup('k', Array, 'nosuch')) }
