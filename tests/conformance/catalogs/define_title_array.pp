define d() { notify { "d-${title}": } }
d { ['a', 'b']: }
