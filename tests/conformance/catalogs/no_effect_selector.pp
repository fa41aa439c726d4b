# A selector has no effect even when an entry calls a function.
$a = 1
$a ? { 1 => notice('one'), default => 2 }
notify { 'after': }
