File { mode => '0644' }
Notify { message => 'm' }
file { '/f': }
notify { 'n': }
