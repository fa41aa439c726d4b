# Float('0'): Puppet's test of the second character fails on nil.
notify { 'ok': message => Float('00') }
notify { 'x': message => Float('0') }
