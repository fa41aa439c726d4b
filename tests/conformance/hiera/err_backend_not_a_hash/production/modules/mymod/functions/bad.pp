function mymod::bad(Hash $options, Puppet::LookupContext $context) { [1, 2] }
