class conf { $port = 8080 }
notify { "port ${conf::port}": }
