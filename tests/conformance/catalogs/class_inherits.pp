class base { $v = 'from base' notify { 'base': } }
class child inherits base { notify { "child sees ${v}": } }
include child
