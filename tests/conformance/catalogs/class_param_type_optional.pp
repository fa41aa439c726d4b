class p(Optional[Integer] $x = undef) { notify { "x=[${x}]": } }
include p
