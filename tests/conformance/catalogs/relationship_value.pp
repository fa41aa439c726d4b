notify { 'a': }
notify { 'b': }
$x = Notify['a'] -> Notify['b']
notify { 'c': message => "${x}" }
