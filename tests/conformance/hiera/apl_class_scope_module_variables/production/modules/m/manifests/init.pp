class m($a, $b, $d = "d") { $x = 1
  notify { "a=${a}": } notify { "b=${b}": } notify { "d=${d}": } }
