notify { 'first': }
notify { 'second': name => 'first' }
