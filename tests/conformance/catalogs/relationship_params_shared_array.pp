# Relationship parameters are sent flat; arrows append to the array a resource holds.
file { ['/x', '/y']: }
service { 's': }
exec { 'e': command => '/bin/true' }
$dirs = ['/x', '/y']
$pk = ['a', 'b']
package { $pk: before => [File[$dirs], Service['s']] }
Package[$pk] -> Exec['e']
notify { 'n': before => [[File['/x']], [[Service['s']]]], message => [['deep']] }
package { 'c': }
Package['c'] -> Exec['e']
