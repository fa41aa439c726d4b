notify { 'v': message => String(lookup('absent', undef, undef, undef) =~ Undef) }
