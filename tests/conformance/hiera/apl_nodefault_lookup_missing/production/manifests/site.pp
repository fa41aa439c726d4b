class t(Optional[Integer] $p) { notify { "p=${p}": } }
include t
