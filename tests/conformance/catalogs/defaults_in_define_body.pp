define d() { Notify { message => 'from define' } notify { "n-${title}": } }
d { 'x': }
notify { 'outside': }
