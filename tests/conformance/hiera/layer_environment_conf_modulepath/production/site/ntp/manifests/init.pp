class ntp(String $server) { notify { "site ${server}": } }
