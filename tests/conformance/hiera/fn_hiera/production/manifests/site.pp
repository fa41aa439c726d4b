notify { 'v': message => String(hiera('k')) }
