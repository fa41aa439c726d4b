notify { 'a': require => Notify['b'] }
notify { 'b': before => [Notify['c']] }
notify { 'c': }
