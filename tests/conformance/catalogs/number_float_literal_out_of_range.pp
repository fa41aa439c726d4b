# A float literal too large for a Float.
notify { 'ok': message => 1.5e308 }
notify { 'over': message => 1e400 }
