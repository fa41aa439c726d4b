$top = 'T'
notify { 'a': message => inline_epp('<% $inner = 1 %><%= $inner %>') }
notify { 'b': message => "[${inner}]" }
