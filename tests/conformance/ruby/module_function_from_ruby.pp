# A Ruby function calling a module's Puppet-language function: it runs in the
# compile (its include adds the class and its resources to the catalog).
$port = lgrb::call_named('lgrb::setting', ['port'])
$owner = lgrb::call_named('lgrb::setting', ['owner'])
notify { 'from ruby': message => [$port, $owner, defined(Class['lgrb::settings'])] }
