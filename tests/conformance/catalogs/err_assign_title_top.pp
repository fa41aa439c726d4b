$title = 'a'
