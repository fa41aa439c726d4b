class a { file { '/x': } }
class b { File['/x'] { mode => '0600' } }
include a, b
