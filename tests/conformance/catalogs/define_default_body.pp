define d($v) { notify { "${title}=${v}": } }
d { default: v => 'dv'; 'a': ; 'b': v => 'own' }
