function mymod::hashdata(Hash $options, Puppet::LookupContext $context) {
  $where = $options['path'] ? { undef => $options['uri'], default => $options['path'].split('/')[-1] }
  $context.explain || { "hashdata at ${where}" }
  $h = { 'where' => $where, 'extra' => $options['extra'], 'env' => "${context.environment_name}",
         'mod' => String($context.module_name), 'host' => '%{facts.hostname}',
         'nested' => { 'list' => ['%{facts.os.family}', 2] } }
  $h
}
