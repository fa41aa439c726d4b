# Integer ranges and Enums are iterable: each, map, filter, reduce, reverse_each.
notify { 'a': message => Integer[1,3].map |$x| { $x } }
notify { 'c': message => Enum['x','y'].map |$x| { $x } }
notify { 'd': message => Integer[2,4].reduce |$a, $b| { $a + $b } }
notify { 'e': message => Integer[0,5].filter |$x| { $x % 2 == 0 } }
notify { 'f': message => Integer[1,3].reverse_each.map |$x| { $x } }
