notify { 'v': message => String(lookup('k').unwrap) }
