class same { }
define same() { }
include same
