# A small, realistic site manifest. Compile it for the example node:
#   lazygraph compile examples/site.pp --node web01.example.com --facts examples/facts.json
# Look at its expression graph:
#   lazygraph render examples/site.pp --stage folded --facts examples/facts.json

function site::port_for(String $service) >> Integer {
  case $service {
    'http':  { 80 }
    'https': { 443 }
    /^app-(\d+)$/: { 8000 + Integer($1) }
    default: { fail("no port for ${service}") }
  }
}

type Site::Service = Enum['http', 'https', 'app-1', 'app-2']

class profile::base(String $admin = 'ops') {
  $packages = $facts['os']['family'] ? {
    'Debian' => ['openssh-server', 'ca-certificates'],
    default  => ['openssh-server'],
  }
  package { $packages: ensure => installed }
  @user { ['alice', 'bob']: ensure => present, tag => 'admins' }
  User <| tag == 'admins' |> { shell => '/bin/bash' }
  file { '/etc/motd':
    ensure  => file,
    mode    => '0644',
    content => @("MOTD"/L),
      This is ${facts['fqdn']}, run by ${admin}.
      | MOTD
  }
}

define profile::vhost(Site::Service $service, String $docroot = "/srv/${title}") {
  $port = site::port_for($service)
  file { "/etc/nginx/sites-enabled/${title}.conf":
    ensure  => file,
    content => "server ${title}:${port} root ${docroot}\n",
    notify  => Service['nginx'],
  }
  file { $docroot: ensure => directory }
}

class role::web(Array[Site::Service] $services = ['http', 'https', 'app-1']) {
  include profile::base
  File { owner => 'www-data' }
  package { 'nginx': ensure => installed }
  -> service { 'nginx': ensure => running, enable => true }
  $services.each |$s| {
    profile::vhost { "site-${s}": service => $s }
  }
}

node /^web\d+/ {
  include role::web
}

node default {
  include profile::base
}
