notify { 'v': message => String(lookup('boom')) }
