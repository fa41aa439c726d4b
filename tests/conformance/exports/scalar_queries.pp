# Queries on numbers, booleans and case: the store compares as PuppetDB does.
define endpoint(Integer $port, Boolean $tls, String $zone) {
  notify { "${title}:${port}": }
}
node /^svc/ {
  @@endpoint { "${facts['hostname']}-a": port => 443, tls => true, zone => 'Eu', tag => 'API' }
  @@endpoint { "${facts['hostname']}-b": port => 80, tls => false, zone => 'eu' }
}
node /^client/ {
  Endpoint <<| port == 443 |>>
  Endpoint <<| tls == false and zone == 'eu' |>>
  Endpoint <<| tag == 'api' |>>
}
