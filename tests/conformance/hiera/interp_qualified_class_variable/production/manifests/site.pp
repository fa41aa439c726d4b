class c { $cv = 'class var' }
include c
notify { 'v': message => String(lookup('k')) }
