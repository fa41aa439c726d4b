# Ruby's Integer() takes underscores; Puppet's pattern refuses them first.
notify { 'ok': message => Integer('1000') }
notify { 'x': message => Integer('1_000') }
