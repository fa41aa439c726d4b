$r = notify { ['a', 'b']: }
notify { 'c': message => "${r}" }
