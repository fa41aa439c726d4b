$text = '<%= $top %>!'
$top = 'T'
notify { 'out': message => inline_epp($text) }
