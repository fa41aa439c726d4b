class inner { file { '/inner': } }
define d() { File { owner => 'from define' } include inner }
d { 'x': }
