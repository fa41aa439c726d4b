# `name` sets the namevar; a title and a namevar are the same key
exec { 'run it': command => '/bin/true' }
exec { '/bin/true': }
notify { 'greeting': name => 'hello', message => 'hi' }
service { 'web': name => 'web' }
user { 'alice': name => 'alice2', uid => 1001 }
package { 'pkg-a': name => 'same', provider => 'apt' }
package { 'same': provider => 'yum' }
file { '/tmp/lg/aliased': alias => 'short' }
notify { 'uses alias': require => File['short'] }
define lg::thing($x = 1) { notify { "thing ${name}": } }
lg::thing { 'one': name => 'uno' }
