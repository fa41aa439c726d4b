# An exported define instance is evaluated on the node that collects it.
define member(String $address, Integer $port = 80) {
  file { "/etc/pool/${title}": content => "${address}:${port}\n" }
}
node /^web/ {
  @@member { $facts['hostname']: address => $facts['fqdn'], port => 8080 }
}
node /^lb/ {
  Member <<| port == 8080 |>>
}
