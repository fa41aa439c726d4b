# A define instance declared in an included class is not reached from
# Class[main]: its noop and tag stay its own; one declared at top level, and
# the defines it declares, pass theirs down every level
define inner { notify { "inner ${title}": } }
define outer { inner { "from ${title}": } notify { "outer ${title}": } }
class holder { outer { 'in class': noop => true, tag => 'classtag' } }
include holder
outer { 'at top': noop => true, tag => ['toptag', 'a::b'], audit => 'mode' }
