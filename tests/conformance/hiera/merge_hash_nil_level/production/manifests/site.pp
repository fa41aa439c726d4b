notify { 'v': message => String(lookup('k', Optional[Hash], 'hash')) }
