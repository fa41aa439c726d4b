notify { 'v': message => String(lookup('k', Array, 'unique')) }
