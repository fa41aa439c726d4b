# Puppet's last step walks containment from Class[main]: a class contained at
# top level passes its noop and tag on to its resources; one only included
# passes nothing on
class contained { notify { 'in contained': } }
class included_only { notify { 'in included_only': } }
class { 'contained': noop => true, tag => 'ctag', loglevel => 'info' }
class { 'included_only': noop => true, tag => 'itag' }
contain contained
