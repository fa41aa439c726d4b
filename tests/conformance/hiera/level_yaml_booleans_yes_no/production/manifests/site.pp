notify { 'y': message => String(lookup('y')) }
notify { 'o': message => String(lookup('o')) }
