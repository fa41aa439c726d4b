class t(String $p) { notify { "p=${p}": } }
include t
