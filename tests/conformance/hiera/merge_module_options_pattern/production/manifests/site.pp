notify { 'v': message => String(lookup('m::list')) }
