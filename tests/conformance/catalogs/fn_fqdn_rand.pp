# fqdn_rand: the same numbers as Puppet for the same node and seed.
exec { 'backup':
  path    => '/bin',
  timeout => fqdn_rand(60),
  tries   => fqdn_rand(24, 'backup hour'),
}
notify { 'spread': message => [fqdn_rand(10), fqdn_rand(10, 1), fqdn_rand(10, 2), fqdn_rand(4294967296, 'x'), fqdn_rand(100, 'A', true)] }
