define d(String $p = 'dflt') { notify { "d ${p}": } }
d { 'x': }
