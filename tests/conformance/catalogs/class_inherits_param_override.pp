class base($x = 1) { notify { "x=${x}": } }
class child inherits base { }
include child
