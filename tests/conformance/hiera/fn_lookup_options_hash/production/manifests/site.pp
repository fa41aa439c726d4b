notify { 'v': message => String(lookup('absent', {default_value => 'from options'})) }
