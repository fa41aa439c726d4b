# A type alias to an array literal: Puppet's validation error.
type Ports = [4, 17]
notify { 'x': }
