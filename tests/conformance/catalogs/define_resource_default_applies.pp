define d($mode = '0644') { file { "/d/${title}": mode => $mode } }
D { mode => '0600' }
d { 'x': }
