function mymod::web(String $key, Hash $options, Puppet::LookupContext $context) {
  if $key == 'web::port' { '8080' } else { $context.not_found }
}
