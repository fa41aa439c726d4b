class p($x = 1) { }
class { 'p': y => 2 }
