notify { 'v': message => String(hiera('absent', 'hd')) }
