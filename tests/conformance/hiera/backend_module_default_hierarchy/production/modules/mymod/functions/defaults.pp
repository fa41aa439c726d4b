function mymod::defaults(Hash $options, Puppet::LookupContext $context) {
  $h = { 'mymod::where' => "default hierarchy in ${context.module_name}" }
  $h
}
