# Leading whitespace passes Puppet's pattern, trailing does not.
notify { 'ok': message => Integer(' 12') }
notify { 'x': message => Integer('12 ') }
