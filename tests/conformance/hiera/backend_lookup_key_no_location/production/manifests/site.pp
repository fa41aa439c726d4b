notify { 'v': message => String(lookup('a')) }
notify { 'z': message => String(lookup('zz', undef, undef, 'dflt')) }
