# A reference with a trailing slash names the file declared without it: its
# attribute, defined(), a relationship and realize all find it.
class a { file { '/etc/x': mode => '0700' } }
include a
notify { 'q': message => File['/etc/x/']['mode'] }
if defined(File['/etc/x//']) { notify { 'defined': } }
notify { 'r': require => File['/etc/x/'] }
realize(File['/etc/x/'])
