function environment::data(Hash $options, Puppet::LookupContext $context) {
  $h = { 'k' => "env function in ${context.environment_name}" }
  $h
}
