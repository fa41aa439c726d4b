notify { 'v': message => String(lookup('absent', String, 'first', 'dflt')) }
