notify { 'v': message => String(lookup('h', Hash, {strategy => 'hash'})) }
