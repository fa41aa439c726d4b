# $trusted from the clientcert fact (as an agent sends it): certname, hostname, domain.
notify { 'whole': message => $trusted }
notify { 'parts': message => "${trusted['authenticated']} [${trusted['certname']}] ${trusted['extensions']}" }
if $trusted['certname'] == undef { notify { 'no certname': } }
notify { "env ${environment} ${::environment}": }
