notify { 'v': message => String(lookup('absent', Integer, undef, 'x')) }
