# the string form of class types (lower case) against catalog references (capitalised)
class foo::bar { }
include foo::bar
notify { 'w': message => "${Class['Foo::Bar']} ${Class['::foo::bar']} ${[Class[foo::bar]]} ${String(Class[foo::bar])}" }
notify { 'r': require => Class['Foo::Bar'] }
$i = include('Foo::Bar')
notify { 'i': message => "${i}" }
