notify { "host ${facts['hostname']} ${::fqdn} ${hostname}": }
