notify { 'x': message => { 'z' => 1, 'a' => 2, 'm' => 3 } }
