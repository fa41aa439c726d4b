# sort() compares as Ruby's Array#sort: arrays of arrays element by element.
$h = { 'b' => '2', 'a' => '9', 'c' => '1' }
notify { 'pairs': message => Array($h).sort }
notify { 'nested': message => [[2, 'b'], [1, 'z'], [2, 'a'], [1]].sort }
notify { 'numbers': message => [3, 1.5, -2, 10].sort }
notify { 'strings': message => ['b', 'B', 'a', 'ä', '10', '9'].sort }
