function mymod::opts(Hash $options, Puppet::LookupContext $context) {
  $h = { 'lookup_options' => { 'tags' => { 'merge' => 'unique' } }, 'tags' => ['custom'] }
  $h
}
