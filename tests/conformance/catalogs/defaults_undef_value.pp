File { owner => undef, mode => '0644' }
file { '/x': }
