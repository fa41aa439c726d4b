notify { 'v': message => String(lookup('where', Array, 'unique')) }
notify { 'm': message => String(lookup('m::k', Array, 'unique')) }
