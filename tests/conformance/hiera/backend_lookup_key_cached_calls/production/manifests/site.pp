notify { 'v': message => String(lookup('a')) }
notify { 'b': message => String(lookup('b')) }
notify { 'a2': message => String(lookup('a')) }
notify { 'm': message => String(lookup('missing', undef, undef, 'absent')) }
notify { 'b2': message => String(lookup('b')) }
