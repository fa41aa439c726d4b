class monitor {
  include web::params
  file { '/etc/monitor.conf': content => "watch ${web::params::confdir}\n" }
}
