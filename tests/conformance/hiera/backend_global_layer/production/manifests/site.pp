notify { 'v': message => String(lookup('where')) }
notify { 'm': message => String(lookup('mod')) }
