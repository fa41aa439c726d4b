class svc(String $ensure = 'stopped', Boolean $enable = false) { notify { "${ensure} ${enable}": } }
