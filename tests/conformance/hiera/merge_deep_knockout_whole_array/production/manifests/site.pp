notify { 'v': message => String(lookup('k', Hash, {strategy => 'deep', knockout_prefix => '--'})) }
