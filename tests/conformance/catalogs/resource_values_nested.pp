notify { 'x': message => { 'a' => [1, { 'b' => undef }], 'c' => 2.0 } }
