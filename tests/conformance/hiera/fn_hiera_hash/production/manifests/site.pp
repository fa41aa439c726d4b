notify { 'v': message => String(hiera_hash('h')) }
