class ntp(String $server, String $pool) { notify { "${server} ${pool}": } }
