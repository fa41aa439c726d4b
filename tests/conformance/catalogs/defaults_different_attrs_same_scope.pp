File { owner => 'a' }
File { mode => '0600' }
file { '/x': }
