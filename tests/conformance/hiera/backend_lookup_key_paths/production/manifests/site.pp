notify { 'v': message => String(lookup('a')) }
notify { 'o': message => String(lookup('opt')) }
