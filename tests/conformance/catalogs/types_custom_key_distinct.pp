lg_binding { 'ex@queue@/': }
lg_binding { 'again':
  source => 'ex', destination => 'queue', vhost => '/',
}
