class p($z = 'z', $a = 'a', $m = 'm') { }
class { 'p': m => 'M', z => 'Z' }
