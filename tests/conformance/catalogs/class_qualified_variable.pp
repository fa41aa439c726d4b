class conf { $port = 8080 }
include conf
notify { "port ${conf::port}": }
