notify { 'i': message => String(lookup('i')) }
notify { 'f': message => String(lookup('f')) }
notify { 'b': message => String(lookup('b')) }
notify { 'a': message => String(lookup('a')) }
notify { 'h': message => String(lookup('h')) }
notify { 'q': message => String(lookup('q')) }
