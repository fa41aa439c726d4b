$environment = 'a'
