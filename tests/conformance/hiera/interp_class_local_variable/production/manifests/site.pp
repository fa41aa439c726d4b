class c { $localvar = 'local'
notify { 'v': message => String(lookup('k')) }
}
include c
