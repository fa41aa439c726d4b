notify { 'v': message => String(lookup('where')) }
notify { 'x': message => String(lookup('extra')) }
notify { 'e': message => String(lookup('env')) }
notify { 'm': message => String(lookup('mod')) }
notify { 'h': message => String(lookup('host')) }
notify { 'n': message => String(lookup('nested')) }
