$top = 'T'

  notify { 'out': message => inline_epp('<%= $top %>') }
