# Arrows between arrays of references: each pair once.
exec { ['e', 'f']: command => '/bin/true' }
package { ['a', 'b', 'c', 'd', 'g']: }
Package[['a', 'b', 'c']] -> Exec['e']
Package['d'] -> Exec[['e', 'f']]
[Package['g'], Package['d']] -> Exec['f']
Package[['a']] -> Exec['f']
