# Arrays whose elements cannot be compared fail as in Puppet.
notify { 'x': message => [[1, 'a'], ['b', 2]].sort }
