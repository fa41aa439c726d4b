notify { ['a', 'b']: } -> notify { 'c': }
