notify { 'v': message => String(lookup(['a1', 'a2'])) }
