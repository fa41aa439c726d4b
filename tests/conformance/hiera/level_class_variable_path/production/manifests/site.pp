class app { $tier = 'silver'
notify { 'v': message => String(lookup('k')) }
}
include app
