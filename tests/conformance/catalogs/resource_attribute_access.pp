# Type[title][attr]: a declared resource's values at this point of the compile
File { owner => 'adm' }
file { '/x': ensure => file, mode => '0644' }
File['/x'] { group => 'wheel' }
notify { 'mode': message => File['/x']['mode'] }
notify { 'owner': message => File['/x']['owner'] }
notify { 'group': message => File['/x']['group'] }
notify { 'multi': message => File['/x']['mode', 'ensure'] }
notify { 'unset': message => "${File['/x']['content']}" }
notify { 'meta': message => "${File['/x']['require']}" }
define d($p = 'dflt', $q = undef) { }
d { 'one': q => 'Q' }
notify { 'dp': message => "${D['one']['p']}|${D['one']['q']}" }
class c($cp = 'cp') { }
include c
notify { 'cls': message => "${Class['c']['cp']}" }
class inner { File { owner => 'inner' } file { '/y': } }
include inner
notify { "scoped": message => "${File['/y']['owner']}" }
