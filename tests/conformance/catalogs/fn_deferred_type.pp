$d = Deferred('join', [['a', 'b'], ','])
notify { 'a': message => String(Deferred) }
notify { 'b': message => type($d) == Deferred }
notify { 'c': message => $d =~ Deferred }
notify { 'd': message => String(type($d, 'generalized')) }
notify { 'e': message => String(type([$d])) }
