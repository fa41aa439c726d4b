define web::vhost::site(Web::Port $port) {
  file { "/etc/web/${title}.conf": content => web::format($port) }
}
