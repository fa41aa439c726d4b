# A class declared with parameters after an unrelated class included it:
# Puppet fails, whichever key is asked for.
class tuning ($level = 1) { notify { "tuning ${level}": } }
class unrelated { include tuning }
class app { file { '/etc/app': ensure => file } }
include unrelated
include app
class { 'tuning': level => 2 }
