function mymod::bad(String $options, Puppet::LookupContext $context) { {} }
