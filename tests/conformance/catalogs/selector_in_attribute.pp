notify { 'sel': message => $facts['hostname'] ? { 'testnode' => 'match', default => 'none' } }
