notify { 'v': message => String(lookup('h.a.b')) }
