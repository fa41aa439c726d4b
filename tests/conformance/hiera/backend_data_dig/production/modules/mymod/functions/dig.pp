function mymod::dig(Array[Variant[String, Numeric]] $segments, Hash $options, Puppet::LookupContext $context) {
  $data = { 'app' => { 'port' => 8080, 'name' => 'web' }, 'list' => ['x', 'y'] }
  $context.explain || { "dig ${segments}" }
  $found = $data.dig(*$segments)
  if $found == undef { $context.not_found } else { "${found} via ${segments}" }
}
