class a { file { '/x': mode => '0644' } }
class b { File['/x'] { mode => '0600' } }
include a
include b
