function mymod::modhash(Hash $options, Puppet::LookupContext $context) {
  $h = { 'mymod::where' => 'module fn', 'mymod::mod' => String($context.module_name), 'other' => 'dropped' }
  $h
}
