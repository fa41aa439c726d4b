notify { 'v': message => String(lookup('lookup_options', undef, undef, 'invalid')) }
