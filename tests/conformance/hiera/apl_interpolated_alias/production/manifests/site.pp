class t(Array $p) { notify { "p=${p}": } }
include t
