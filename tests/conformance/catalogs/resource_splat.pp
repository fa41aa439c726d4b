$attrs = { 'ensure' => 'file', 'mode' => '0644' }
file { '/x': * => $attrs, owner => 'root' }
