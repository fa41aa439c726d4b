class ntp(String $server = 'dflt') { notify { "ntp ${server}": } }
