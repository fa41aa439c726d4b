class p($a) { notify { "a=[${a}]": } }
class { 'p': a => undef }
