# A type alias to a string is a syntax error.
notify { 'x': }
type Name = 'x'
