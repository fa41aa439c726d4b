define d() { notify { "${title}-${name}": } }
d { 'a': }
d { 'b': name => 'bee' }
