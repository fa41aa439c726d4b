notify { 'v': message => String(lookup('where', undef, undef, 'not called')) }
