# Relationships reach a key from other classes: chains with references, a
# chain with a collector, realize() and a collector realizing virtual resources.
class repos { @package { 'virtual-a': ensure => installed } @package { 'virtual-b': } }
class install {
  package { 'base': ensure => installed }
  Package <| title == 'virtual-b' |>
}
class config {
  file { '/etc/c.conf': ensure => file }
  Package['base'] -> File['/etc/c.conf']
}
class ordering {
  Package <| tag == 'install' |> -> File['/etc/c.conf'] ~> Service['svc']
  service { 'svc': ensure => running }
  realize(Package['virtual-a'])
}
class quiet { notify { 'quiet': } }
include quiet, repos, install, config, ordering
