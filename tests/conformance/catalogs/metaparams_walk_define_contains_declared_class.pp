# A define instance that contains a class declared earlier passes its tags
# and metaparameters to that class and everything in it
class shared { notify { 'in shared': } file { '/tmp/shared': ensure => file, noop => false } }
define wrapper { contain shared  notify { "in wrapper ${title}": } }
include shared
wrapper { 'w1': tag => 'wtag', loglevel => 'debug', noop => true, schedule => 'daily' }
schedule { 'daily': period => daily }
