class t(String $p = "dflt") { notify { "p=${p}": } }
include t
