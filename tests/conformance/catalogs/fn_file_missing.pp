notify { 'x': message => file('mymod/nosuch.txt') }
