notify { 'v': message => String(lookup('where', Array, 'unique')) }
notify { 'first': message => String(lookup('where')) }
