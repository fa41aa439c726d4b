define d($v = 'x') { $local = "${v}!" notify { "${title} ${local}": } }
d { 'a': }
d { 'b': v => 'y' }
