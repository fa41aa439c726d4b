# sprintf is a 3.x function: its arguments are Ruby values (a top-level undef
# is '', a nested one nil) and %s / %p print Ruby's to_s / inspect
notify { 'array': message => sprintf('%s', ['x', 'y']) }
notify { 'hash': message => sprintf('%s', {'k' => 'v', 'n' => undef}) }
notify { 'inspect': message => sprintf('%p|%p|%p', 'x', undef, 3) }
notify { 'nested': message => sprintf('%s|%p', [1, 2.5, true, [undef], 1e20], {'a' => [1]}) }
notify { 'width': message => sprintf('%-12s|%12s|', ['a'], {}) }
notify { 'quote': message => sprintf('%p', "q\"uote\n\t#{x} \\ \u00e9") }
notify { 'string': message => sprintf('%s', "plain ${facts['x']}") }
notify { 'regexp': message => sprintf('%s|%p', /ab+/, [/c/]) }
notify { 'floats': message => sprintf('%s', [0.1, 100.0, 1.0e-5, 12345678901234567.0]) }
notify { 'join': message => join([{'k' => 'v'}, [1, [2, 3]], undef, 'x'], ',') }
