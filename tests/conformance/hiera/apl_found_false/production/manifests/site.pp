class t(Variant[Boolean, Integer] $p = 10) { notify { "p=${p}": } }
include t
