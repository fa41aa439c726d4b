notify { 'v': message => String(lookup('k') |$key| { 'not used' }) }
