notify { 'v': message => String(lookup('where')) }
notify { 'k': message => String(lookup('k')) }
