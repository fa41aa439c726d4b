notify { 'b': message => String(type(Binary('aGk='))) }
notify { 'c': message => String(type([Binary('aGk=')], 'generalized')) }
