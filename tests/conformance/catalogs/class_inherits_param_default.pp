class base { $port = 81 }
class child($p = $port) inherits base { notify { "p=${p}": } }
include child
