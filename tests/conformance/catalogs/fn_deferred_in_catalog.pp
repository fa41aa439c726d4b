$d = Deferred('join', [['a', 'b'], ','])
notify { 'a': message => $d }
notify { 'b': message => Deferred('sprintf', ['%s-%s', Deferred('upcase', ['x']), 'y']) }
file { '/c': content => Deferred('inline_epp', ['<%= $x %>', {'x' => 'v'}]) }
notify { 'd': message => [Deferred('md5', ['x']), 'plain', {'k' => Deferred('lookup', ['z'])}] }
notify { 'e': message => String(type($d)) }
notify { 'f': message => "${d}" }
notify { 'g': message => Sensitive(Deferred('join', [['a'], ''])) }
