# A StringConverter format is one directive and nothing else.
notify { 'a': message => String(7, '%5d') }
notify { 'b': message => String(7, '%5d|') }
