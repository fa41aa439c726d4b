define d() { tag 'dtag' notify { "n ${title}": } }
d { 'x': }
