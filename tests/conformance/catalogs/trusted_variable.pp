# $trusted and $environment when Puppet compiles for a node without a certificate.
notify { 'whole': message => $trusted }
notify { 'parts': message => "${trusted['authenticated']} [${trusted['certname']}] ${trusted['extensions']}" }
if $trusted['certname'] == undef { notify { 'no certname': } }
notify { "env ${environment} ${::environment}": }
