class a { }
class b { }
class { 'a': require => Class['b'] }
include b
