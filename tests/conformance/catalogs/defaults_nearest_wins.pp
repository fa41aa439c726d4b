File { owner => 'top', mode => '0644' }
class c { File { owner => 'c' } file { '/c': } }
include c
