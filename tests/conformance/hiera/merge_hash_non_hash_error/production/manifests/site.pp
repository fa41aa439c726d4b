notify { 'v': message => String(lookup('k', Hash, 'hash')) }
