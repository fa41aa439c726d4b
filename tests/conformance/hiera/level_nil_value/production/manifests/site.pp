notify { 'v': message => String(lookup('k', Optional[String], undef, 'dflt')) }
