class c { }
class { 'c': }
include c
