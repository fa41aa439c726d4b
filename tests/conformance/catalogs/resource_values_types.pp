notify { 'x': message => [1, 2.5, true, {'k' => 'v'}, undef, 'it''s'] }
