notify { 'v': message => String(lookup('k', String, 5)) }
