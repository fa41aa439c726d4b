# Titles computed from case, selector, interpolation and arrays; a namevar
# alias; create_resources.
class computed {
  case $facts['os']['family'] {
    'Debian': { $conf = '/etc/default/computed' }
    default:  { $conf = '/etc/sysconfig/computed' }
  }
  $sel = $facts['os']['family'] ? { 'Debian' => 'deb', default => 'rpm' }
  file { $conf: content => 'x' }
  file { ["/opt/${sel}/a", "/opt/${sel}/b"]: ensure => directory }
  file { 'motd-by-path': path => '/etc/motd', content => 'hi' }
}
class generated {
  create_resources('file', { '/srv/gen1' => { ensure => file }, '/srv/gen2' => {} },
                   { mode => '0600' })
}
class bystander { file { '/srv/bystander': ensure => file } }
include bystander
include computed
include generated
