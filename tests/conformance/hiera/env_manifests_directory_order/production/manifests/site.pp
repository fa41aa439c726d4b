$x = 'site'
notify { 'mid': message => String("z=[${z}]") }
