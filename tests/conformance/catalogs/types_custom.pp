# Custom types of a module's lib/puppet/type, read without Ruby
lg_service { 'web': ensure => present, port => 8080 }
lg_service { 'by name': name => 'api', config => '/etc/api.conf' }
lg_service { 'db': service_name => 'db', provider => 'init' }
lg_service { 'dir/': }
lg_binding { 'ex@queue@/': routing_key => '#' }
lg_binding { 'second': source => 'ex', destination => 'q2', vhost => '/' }
lg_binding { 'third': source => 'ex', destination => 'q3', provider => 'cli' }
notify { 'refs': require => [Lg_service['web'], Lg_binding['second'], Lg_binding['ex@queue@/']] }
Lg_service { port => 1 }
lg_service { 'defaulted': }
