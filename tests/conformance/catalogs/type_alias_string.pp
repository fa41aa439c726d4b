# A type alias prints as Name = its type (aliases inside expanded, a recursive one
# by name inside itself); a type holding an alias prints the alias's name
type Port = Integer[1, 65535]
type Ports = Array[Port]
type Tree = Variant[Integer, Array[Tree]]
notify { 'a': message => String(Array[Port]) }
notify { 'b': message => String(Ports) }
notify { 'c': message => String(Tree) }
notify { 'd': message => "${Optional[Port]}" }
notify { 'e': message => Port =~ Type }
notify { 'f': message => String([Port, Ports]) }
notify { 'g': message => String({'k' => Port}) }
notify { 'h': message => "x ${[Port]} y" }
type MyIt = Iterator[Integer]
notify { 'xa': message => String(Port) }
notify { 'xb': message => "${Port}" }
notify { 'xc': message => String(MyIt) }
notify { 'xd': message => [Port] }
notify { 'xe': message => String(type(Port)) }
