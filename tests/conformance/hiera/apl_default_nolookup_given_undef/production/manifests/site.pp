class t(Optional[Integer] $p = 10) { notify { "p=${p}": } }
class { 't': p => undef }
