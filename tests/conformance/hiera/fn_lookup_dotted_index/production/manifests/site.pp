notify { 'v': message => String(lookup('h.l.1')) }
