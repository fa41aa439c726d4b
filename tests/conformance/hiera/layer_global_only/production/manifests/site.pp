notify { 'v': message => String(lookup('only_global')) }
