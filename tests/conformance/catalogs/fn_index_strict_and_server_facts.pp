# index() compares as Ruby's == (case matters); a hash's one-parameter block
# sees the value. $server_facts is an empty hash without a server.
notify { 'idx': message => [['A', 'b'].index('a'), ['A', 'b'].index('b'), [1, true].index(true), { 'x' => 1, 'y' => 2 }.index |$v| { $v == 2 }] }
notify { 'sf': message => $server_facts }
