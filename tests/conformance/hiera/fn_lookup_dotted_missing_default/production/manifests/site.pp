notify { 'v': message => String(lookup('h.nope', undef, undef, 'dd')) }
