notify { 'v': message => String([lookup('k'), lookup('j')]) }
