notify { 'v': message => String(hiera_hash('k')) }
