class t(Optional[Integer] $p = undef) { notify { "p=${p}": } }
class { 't': p => undef }
