class web::params {
  $port = 80
  $confdir = $facts['os']['family'] ? { 'Debian' => '/etc/web', default => '/etc/httpd' }
}
