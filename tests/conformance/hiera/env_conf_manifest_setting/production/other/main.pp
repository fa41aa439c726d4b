notify { 'main from environment.conf': message => lookup('k') }
