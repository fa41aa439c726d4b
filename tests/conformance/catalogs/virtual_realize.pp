@notify { 'v': message => 'm' }
realize(Notify['v'])
