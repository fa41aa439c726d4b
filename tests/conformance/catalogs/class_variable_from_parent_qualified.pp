class base { $v = 'bv' }
class child inherits base { notify { "${base::v} ${child::v}": } }
include child
