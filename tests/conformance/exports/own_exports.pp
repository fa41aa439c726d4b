# A node collects its own exports too (they stay marked exported), and the
# exports of others; uncollected own exports are not in its catalog.
node default {
  @@file { "/etc/peers/${facts['hostname']}": tag => 'peer' }
  @@file { "/etc/private/${facts['hostname']}": tag => 'private' }
  File <<| tag == 'peer' |>> { ensure => present }
}
