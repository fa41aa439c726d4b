# An open Integer range is not iterable.
notify { 'x': message => Integer[1].map |$x| { $x } }
