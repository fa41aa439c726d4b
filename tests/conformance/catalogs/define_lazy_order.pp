define d() { notify { "d ${title}": } }
d { 'first': }
notify { 'after': }
