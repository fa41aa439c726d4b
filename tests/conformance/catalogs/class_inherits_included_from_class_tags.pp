# a child class declared from a class after its parent was declared elsewhere:
# which container tags reach it and its resources
class base { notify { 'base': } }
class base::child inherits base { notify { 'child': } }
class outer { include base::child }
class other::place { include base }
include other::place
include outer
