notify { 'v': message => String(lookup({name => 'k', default_value => 'd'})) }
