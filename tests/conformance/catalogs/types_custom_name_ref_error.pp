# `name =>` is not an alias: Puppet finds no Lg_service[api]
lg_service { 'by name': name => 'api' }
notify { 'x':
  require => Lg_service['api'],
}
