class c(String $p = lookup('k')) { notify { $p: } }
include c
