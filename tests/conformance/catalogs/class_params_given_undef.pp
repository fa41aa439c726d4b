class p($a = 10, $b = undef) { notify { "a=${a} b=${b}": } }
class { 'p': a => undef, b => undef }
