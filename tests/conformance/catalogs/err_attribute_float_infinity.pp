# Float() of a string beyond Float is Infinity: Puppet evaluates it, and fails
# when the catalog is serialized (no location); lazygraph at the attribute.
$inf = Float('1e400')
notify { 'printed': message => "${inf}" }
notify { 'set':
  message => { 'k' => [$inf] },
}
