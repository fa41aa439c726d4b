class t(Optional[Integer] $p) { notify { "p=${p}": } }
class { 't': p => undef }
