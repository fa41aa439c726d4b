class t(Integer $p = 1) { notify { "p=${p}": } }
require t
