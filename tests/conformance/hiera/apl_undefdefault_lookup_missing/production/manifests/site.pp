class t(Optional[Integer] $p = undef) { notify { "p=${p}": } }
include t
