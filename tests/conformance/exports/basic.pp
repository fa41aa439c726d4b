# Web nodes export a file each; the balancer collects them by tag.
node /^web/ {
  @@file { "/srv/lb/${facts['hostname']}": content => $facts['fqdn'], tag => 'lb' }
  notify { 'web': }
}
class balancer {
  File <<| tag == 'lb' |>>
}
node /^lb/ {
  include balancer
}
