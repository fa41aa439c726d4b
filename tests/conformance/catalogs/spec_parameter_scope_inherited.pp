class base { $shared = 'from base' }
class kid($x = $shared) inherits base { notify { $x: } }
include kid
