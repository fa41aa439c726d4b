notify { 'v': message => String(lookup('l', {merge => 'unique', value_type => Array})) }
