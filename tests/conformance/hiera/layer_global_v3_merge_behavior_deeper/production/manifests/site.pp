notify { 'v': message => String(hiera_hash('h')) }
notify { 'l': message => String(lookup('h', Hash, 'hash')) }
