notify { 'v': message => String(lookup('k', Array, 'unique')) }
notify { 'first': message => lookup('k', Array, 'first') }
