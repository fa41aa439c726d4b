notify { 'v': message => String(lookup('k', undef, undef, 'no datadir')) }
