function mymod::typed(Puppet::LookupKey $key, Hash[String, Any] $options,
                          Puppet::LookupContext $context) >> Puppet::LookupValue {
  case $key { 'k': { "typed ${key}" } 'n': { [1, { 'a' => 2 }] } default: { $context.not_found } }
}
