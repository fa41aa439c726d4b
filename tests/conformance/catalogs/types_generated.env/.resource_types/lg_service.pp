# This file was automatically generated on 2026-11-22 21:18:16 +0000.
# Use the 'puppet generate types' command to regenerate this file.

# A service of the lazygraph test suite.
Puppet::Resource::ResourceType3.new(
  'lg_service',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    # The port { braces in a string }
    Puppet::Resource::Param(Any, 'port')
  ],
  [
    # The name (a "namevar", not `name`)
    Puppet::Resource::Param(Any, 'service_name', true),

    Puppet::Resource::Param(Any, 'config'),

    # The specific backend to use for this `lg_service`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # init
    # :
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['service_name']
  },
  true,
  false)
