# Keys inside define instances: computed titles, lambdas, nested defines,
# a lambda parameter named like a variable of the body.
define app::vhost (Integer $port, String $docroot = "/var/www/${title}") {
  file { "/etc/vhosts/${title}.conf": content => "port ${port}\n" }
  file { $docroot: ensure => directory }
  app::logdir { "${title}-logs": }
}
define app::logdir () {
  file { "/var/log/${title}": ensure => directory, mode => '0750' }
}
class app::sites (Array[String] $names = ['alpha', 'beta']) {
  $names.each |$i, $n| {
    app::vhost { $n: port => 8000 + $i }
  }
}
class paths {
  $x = '/srv/not-this'
  ['/srv/lambda-a', '/srv/lambda-b'].each |$x| {
    file { $x: ensure => directory }
  }
  file { $x: ensure => absent }
}
class noise {
  app::logdir { 'noise': }
  user { 'noise': ensure => present }
}
include noise
include app::sites
include paths
