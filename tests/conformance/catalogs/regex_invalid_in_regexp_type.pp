# A Regexp type whose pattern does not compile.
notify { 'x': message => 'a' =~ Regexp['('] }
