lg_binding { 'x@y@z': routing_key => 'k' }
lg_binding { 'other':
  source => 'x', destination => 'y', vhost => 'z', routing_key => 'k',
}
