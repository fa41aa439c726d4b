notify { 'x': tag => ['UPPER', 'a::b'] }
