class t(Optional[Integer] $p = 10) { notify { "p=${p}": } }
include t
