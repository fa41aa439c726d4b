# Types from `puppet generate types` (ENV/.resource_types) replace the Ruby:
# key attributes are the ones marked true, properties included
lg_service { 'web': ensure => present, port => 8080 }
lg_service { 'db': service_name => 'db2', provider => 'init' }
lg_binding { 'ex@queue@/': routing_key => '#' }
lg_binding { 'second': source => 'ex', destination => 'q2', vhost => '/', routing_key => 'k' }
lg_binding { 'third': source => 'ex', destination => 'queue', vhost => '/' }
