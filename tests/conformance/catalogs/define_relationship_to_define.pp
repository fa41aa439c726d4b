define d() { notify { "n-${title}": } }
d { 'a': } -> d { 'b': }
