class profile::base (
  String $motd,
  Array[String] $packages,
  Hash $sysctl,
) {
  file { '/etc/motd':
    ensure  => file,
    content => "${motd}\n",
  }
  package { $packages: ensure => installed }
  notify { 'sysctl':
    message => String($sysctl),
  }
}
