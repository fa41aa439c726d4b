notify { 'v': message => String(lookup('app.port')) }
notify { 'whole': message => String(lookup('app')) }
notify { 'l': message => String(lookup('list.1')) }
notify { 'n': message => String(lookup('app.nope', undef, undef, 'none')) }
