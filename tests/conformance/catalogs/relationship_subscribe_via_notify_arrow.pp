notify { 'a': }
notify { 'b': subscribe => Notify['a'] }
Notify['a'] ~> Notify['b']
