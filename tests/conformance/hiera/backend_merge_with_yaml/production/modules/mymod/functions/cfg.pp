function mymod::cfg(Hash $options, Puppet::LookupContext $context) {
  $h = { 'cfg' => { 'b' => 'custom', 'nested' => { 'x' => 2 } } }
  $h
}
