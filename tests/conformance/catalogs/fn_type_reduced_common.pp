notify { 'a': message => String(Enum['b', 'a', 'b']) }
notify { 'b': message => String(type([1, 2], 'reduced')) }
notify { 'c': message => String(type([], 'reduced')) }
notify { 'd': message => String(type({}, 'reduced')) }
notify { 'e': message => String(type(['b', 'a', 'b'], 'reduced')) }
notify { 'f': message => String(type({}, 'detailed')) }
notify { 'g': message => String(type([], 'detailed')) }
notify { 'h': message => String(type([1, 'a', /x/], 'reduced')) }
notify { 'i': message => String(type(['a', [1]], 'reduced')) }
notify { 'j': message => String(type([/x/, [1]], 'reduced')) }
notify { 'k': message => String(type({1 => 'a', 'b' => 2}, 'detailed')) }
notify { 'l': message => String(type([Notify['x'], Notify['y']], 'reduced')) }
notify { 'm': message => String(type([Notify['x'], File['y']], 'generalized')) }
notify { 'n': message => String(type([Class['x'], Class['y']], 'reduced')) }
notify { 'o': message => String(type([1, 2.0], 'reduced')) }
notify { 'p': message => String(type(['a', 'b', 'c'], 'reduced')) }
notify { 'q': message => String(type([undef, undef], 'reduced')) }
notify { 'r': message => String(type([default, 1], 'reduced')) }
