# Multiple assignment that fits, from an array and a hash.
[$a, $b] = [1, 2]
[$c] = {'c' => 3, 'd' => 4}
[] = []
notify { 'x': message => [$a, $b, $c] }
