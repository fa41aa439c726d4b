function mymod::all(String $key, Hash $options, Puppet::LookupContext $context) {
  unless $context.cache_has_key('k1') {
    $context.cache_all({ 'k1' => 'one', 'k2' => 'two' })
  }
  $seen = $context.cached_entries.map |$pair| { $pair[0] }
  $context.cached_entries |$k, $v| { $context.explain || { "entry ${k}" } }
  if $context.cache_has_key($key) { "${context.cached_value($key)} of ${seen}" } else { $context.not_found }
}
