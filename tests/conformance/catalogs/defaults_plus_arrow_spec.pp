Exec { path => ['/bin'] }
class c { Exec { path +> ['/usr/bin'] } exec { 'e': command => 'true' } }
include c
