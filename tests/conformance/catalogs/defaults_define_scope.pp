define d() { file { "/d/${title}": } }
class c { File { mode => '0600' } d { 'x': } }
include c
