File { mode => '0644' }
Resource['file'] { '/x': }
