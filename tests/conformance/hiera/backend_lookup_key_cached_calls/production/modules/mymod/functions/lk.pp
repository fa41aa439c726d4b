function mymod::lk(Variant[String, Numeric] $key, Hash $options, Puppet::LookupContext $context) {
  $n = $context.cached_value('calls').then |$c| { $c + 1 }.lest || { 1 }
  $context.cache('calls', $n)
  $context.explain || { "lk ${key} call ${n}" }
  $where = $options['uri'] ? { undef => $options['path'] ? { undef => 'nowhere', default => $options['path'].split('/')[-1] }, default => $options['uri'] }
  case $key {
    /^(a|b)$/: { "${key} from ${where} (call ${n})" }
    'raw': { '%{facts.hostname}' }
    'interpolated': { $context.interpolate('%{facts.hostname} and %{lookup(\'a\')}') }
    'opt': { $options['flag'] }
    default: { $context.not_found() }
  }
}
