class p($a = 1, $b = [1, 2], $c = undef, $d = 'x') { }
class { 'p': d => 'given' }
