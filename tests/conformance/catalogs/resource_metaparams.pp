notify { 'x': noop => true, loglevel => 'debug', tag => ['a', 'b'], alias => 'xx' }
