notify { 'v': message => String(lookup('where', undef, undef, 'none')) }
notify { 'x': message => String(lookup('extra')) }
