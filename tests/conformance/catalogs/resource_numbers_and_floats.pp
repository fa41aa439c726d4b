notify { 'x': message => [1, -2, 3.5, 1e3, 0x10, 010] }
