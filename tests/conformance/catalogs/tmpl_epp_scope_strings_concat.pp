notify { 'out': message => inline_epp('a') + inline_epp('<%= "b" %>') }
