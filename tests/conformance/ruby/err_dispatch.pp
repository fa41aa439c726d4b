# A dispatch type mismatch: Puppet's own message, at the call.
$ok = lgrb::double(1)
notify { 'x':
  message => lgrb::double('two'),
}
