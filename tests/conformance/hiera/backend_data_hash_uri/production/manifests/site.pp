notify { 'v': message => String(lookup('where')) }
