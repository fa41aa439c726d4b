notify { 'v': message => String(lookup('tags')) }
