define d($p = 'param default') { notify { "${title}: ${p}": } }
D { p => 'resource default' }
d { 'x': }
d { 'y': p => 'given' }
