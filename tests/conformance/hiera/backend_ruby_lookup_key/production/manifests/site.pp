notify { 'v': message => String(lookup('a')) }
notify { 'b': message => String(lookup('b')) }
notify { 'c': message => String(lookup('c')) }
notify { 'a2': message => String(lookup('a')) }
notify { 'd': message => String(lookup('d', undef, undef, 'dflt')) }
