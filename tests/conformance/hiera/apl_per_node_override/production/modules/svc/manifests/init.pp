class svc(String $ensure = 'x') { notify { "ensure ${ensure}": } }
