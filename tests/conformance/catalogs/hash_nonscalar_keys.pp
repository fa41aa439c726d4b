$h = {'a' => 'x', [] => 'y', [1, 'b'] => 'z', {'k' => 1} => 'w'}
notify { 'a': message => $h[[1, 'b']] }
notify { 'b': message => String($h) }
notify { 'c': message => [1, 'b'] in $h }
notify { 'd': message => $h.keys }
notify { 'e': message => $h.map |$k, $v| { "${k}=${v}" } }
notify { 'f': message => $h[[]] }
notify { 'g': message => $h[{'k' => 1}] }
notify { 'h': message => ($h + {[2] => 'q'}).length }
