notify { 'A': }
notify { 'a': }
