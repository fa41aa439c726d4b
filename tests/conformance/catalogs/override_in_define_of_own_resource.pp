define d() { file { "/d/${title}": } File["/d/${title}"] { mode => '0600' } }
d { 'x': }
