class base($mode = '0644') {
  File { owner => 'root', mode => $mode }
  package { 'nginx': ensure => installed }
}
class web inherits base {
  file { '/etc/motd': content => "hello ${facts['hostname']}", require => Package['nginx'] }
  File['/etc/motd'] { mode => '0600' }
  site::vhost { 'www': port => 8080 }
}
define site::vhost(Integer $port = 80) {
  file { "/etc/vhosts/${title}.conf": content => "port ${port}" }
  service { "vhost-${title}": ensure => running, subscribe => File["/etc/vhosts/${title}.conf"] }
}
include web
exec { 'a': command => '/bin/true' } -> exec { 'b': command => '/bin/true' } -> Exec['a']
