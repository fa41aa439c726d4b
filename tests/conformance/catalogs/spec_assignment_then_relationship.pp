notify { 'a': }
notify { 'b': }
$a = Notify['a'] -> Notify['b']
notify { 'c': message => "${a}" }
