# More values than variables.
[$a] = [1, 2]
notify { $a: }
