notify { 'a': }
[] -> Notify['a']
