notify { 'v': message => String(lookup('n', Integer)) }
