notify { 'a': }
notify { 'b': }
$a = if true { Notify['a'] -> Notify['b'] }
notify { 'c': message => "${a}" }
