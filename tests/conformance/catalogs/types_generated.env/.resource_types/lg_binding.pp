# Written by hand in the generator's format (Puppet refuses to generate types whose title patterns use procs)
Puppet::Resource::ResourceType3.new(
  'lg_binding',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),
    Puppet::Resource::Param(Any, 'routing_key', true)
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),
    Puppet::Resource::Param(Any, 'source', true),
    Puppet::Resource::Param(Any, 'destination', true),
    Puppet::Resource::Param(Any, 'vhost', true),
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:^(\S+)@(\S+)@(\S+)$)/ => ['source', 'destination', 'vhost'],
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
