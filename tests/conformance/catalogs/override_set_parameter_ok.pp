# allowed: unset parameters from the same scope, set ones from a subclass,
# a same-scope resource default, any through a collector; tags added late
# come after the type and title tags
Notify { message => 'default' }
notify { 'd': }
Notify['d'] { message => 'over default' }
notify { 'm': tag => 'a' }
Notify['m'] { withpath => true }
class x { notify { 'k': tag => ['p'], message => 'x' } }
class y inherits x { Notify['k'] { tag +> 'q', message => 'y' } }
include y
@notify { 'c': message => 'c' }
Notify <| title == 'c' |> { message => 'collected', tag => 'late' }
