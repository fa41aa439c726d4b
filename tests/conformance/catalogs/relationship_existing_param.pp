notify { 'a': before => Notify['c'] }
notify { 'b': }
notify { 'c': }
Notify['a'] -> Notify['b']
