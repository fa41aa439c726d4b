# Python's float() reads nan and inf; Puppet's pattern does not.
notify { 'ok': message => Float('1.5') }
notify { 'x': message => Float('nan') }
