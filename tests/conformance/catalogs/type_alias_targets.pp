# Type alias targets Puppet accepts: references, parameters, recursion.
type Port = Integer[1, 65535]
type Tree = Variant[Integer, Hash[String, Tree]]
type Plain = String
notify { 'x': message => [7 =~ Port, {'a' => {'b' => 1}} =~ Tree, 'y' =~ Plain] }
