class web (Integer $port = $web::params::port) inherits web::params {
  contain web::config
}
