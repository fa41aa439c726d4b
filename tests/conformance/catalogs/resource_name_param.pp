notify { 'x': name => 'x' }
notify { 'y': name => 'other' }
