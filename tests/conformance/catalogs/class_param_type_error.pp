class p(Integer $x) { }
class { 'p': x => 'a' }
