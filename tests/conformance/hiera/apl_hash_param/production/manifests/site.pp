class t(Hash $p) { notify { "p=${p}": } }
include t
