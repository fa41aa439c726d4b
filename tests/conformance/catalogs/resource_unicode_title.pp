notify { 'café': message => 'ü' }
