notify { 'v': message => String(lookup('k') + 1) }
