$trusted = 'a'
