# Resource API types of a module (Puppet::ResourceApi.register_type), read without Ruby.
rapi_rule { '100 web': port => [80, 443], table => 'nat' }
rapi_rule { 'second': ensure => absent }
rapi_pair { 'a:b': value => 'x' }
rapi_pair { 'only': }
rapi_pair { 'explicit': left => 'l', right => 'r' }
notify { 'refs': require => [Rapi_rule['100 web'], Rapi_pair['a:b']] }
