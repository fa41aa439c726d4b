notify { {'a'=>1}: }
