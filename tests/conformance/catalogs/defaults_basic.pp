File { owner => 'root', mode => '0644' }
file { '/a': }
file { '/b': mode => '0600' }
