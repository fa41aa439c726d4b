# "/etc/${other::empty}" with an empty variable is /etc/, which is File[/etc]:
# declared twice (the cone must not skip the class declaring it).
class other { $empty = '' }
class a { include other  file { "/etc/${other::empty}": mode => '0700' } }
class b { file { '/etc': ensure => directory } }
include b
include a
