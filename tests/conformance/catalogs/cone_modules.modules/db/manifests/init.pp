class db ($size = 10) {
  include web::params
  file { '/etc/db.conf': content => "size=${size} webport=${web::params::port}\n" }
}
