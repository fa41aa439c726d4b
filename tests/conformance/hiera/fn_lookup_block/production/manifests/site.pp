notify { 'v': message => String(lookup('absent') |$key| { "no ${key}" }) }
