# .5 is not a Puppet float.
notify { 'ok': message => Float('0.5') }
notify { 'x': message => Float('.5') }
