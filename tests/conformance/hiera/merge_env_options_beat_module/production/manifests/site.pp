notify { 'v': message => String(lookup('m::k')) }
