# defined() in the key's class asks about resources and classes that other,
# unrelated classes declare.
class tools { package { 'curl': ensure => installed } }
class extras { include tools }
class web {
  if defined(Package['curl']) { $curl = 'present' } else { $curl = 'absent' }
  if defined(Class['tools']) { $tools = 'yes' } else { $tools = 'no' }
  if defined(Package['wget']) { $wget = 'present' } else { $wget = 'absent' }
  file { '/etc/web.conf': content => "curl=${curl} tools=${tools} wget=${wget}\n" }
}
include extras
include web
