class webserver (
  String $package,
  Integer $listen,
  Hash[String, Hash] $vhosts,
  String $admin,
  String $service = 'apache2',
) {
  package { $package: ensure => installed }
  service { $service:
    ensure  => running,
    require => Package[$package],
  }
  $vhosts.each |$name, $vhost| {
    file { "/etc/${service}/sites-enabled/${name}.conf":
      ensure  => file,
      content => "Listen ${listen}\nDocumentRoot ${vhost['docroot']}\nServerAdmin ${vhost.dig("admin").then |$a| { $a }.lest || { $admin }}\n",
      notify  => Service[$service],
    }
  }
}
