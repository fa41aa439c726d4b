node default { $tier = 'gold'
 notify { 'v': message => lookup('k') } }
