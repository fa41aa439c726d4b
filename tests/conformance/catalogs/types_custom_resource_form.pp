# the Resource[type] form with module and vendored types
Resource['lg_binding'] { 'x@y@z': }
Resource[Sshkey] { 'h@ssh-rsa': key => 'k' }
$t = 'lg_service'
Resource[$t] { 'v': port => 2 }
