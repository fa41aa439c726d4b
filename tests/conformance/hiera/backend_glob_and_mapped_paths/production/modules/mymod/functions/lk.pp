function mymod::lk($key, Hash $options, Puppet::LookupContext $context) {
  if $key == 'm::k' { [$options['path'].split('/')[-1]] } else { $context.not_found }
}
