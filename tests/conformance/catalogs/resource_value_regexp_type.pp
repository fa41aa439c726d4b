notify { 'x': message => [/re/, Integer[1, 2], default] }
