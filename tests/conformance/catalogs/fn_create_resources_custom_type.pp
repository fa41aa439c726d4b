# create_resources() of a module's custom type (and an empty hash of one).
create_resources('lg_service', { 'web' => { 'port' => 8080 }, 'db' => { 'ensure' => 'present' } })
create_resources(lg_port, {})
create_resources('lg_service', { 'api' => {} }, { 'port' => 9 })
