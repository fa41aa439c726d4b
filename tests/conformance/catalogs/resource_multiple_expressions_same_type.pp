notify { 'a': }
notify { 'b': }
notify { 'c': message => 'x' }
