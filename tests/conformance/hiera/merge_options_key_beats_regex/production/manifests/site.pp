notify { 'v': message => String(lookup('app::k')) }
