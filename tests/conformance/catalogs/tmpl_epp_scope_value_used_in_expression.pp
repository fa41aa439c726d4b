$r = inline_epp('<%= 40 + 2 %>')
notify { 'out': message => "${r}!" }
notify { 'len': message => String(length($r)) }
