class ntp(String $server) { notify { "ntp ${server}": } }
