# collectors, defaults, overrides and virtual resources of module types
@lg_service { 'virtual': port => 1 }
@lg_service { 'other': port => 2 }
Lg_service <| title == 'virtual' |> { port => 3 }
Lg_service { config => '/etc/default.conf' }
lg_service { 'real': }
Lg_service['real'] { port => 4 }
@@sshkey { 'exported@ssh-rsa': key => 'k' }
Sshkey <<| |>>
notify { 'types': message => "${Lg_service['real'] =~ Resource} ${Lg_service =~ Type[Resource]}" }
