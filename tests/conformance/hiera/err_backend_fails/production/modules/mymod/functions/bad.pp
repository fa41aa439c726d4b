function mymod::bad($key, Hash $options, Puppet::LookupContext $context) {
  fail("backend down: ${options['uri']}")
}
