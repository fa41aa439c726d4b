notify { 'v': message => String(lookup('u')) }
