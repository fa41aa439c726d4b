# The collecting node already declares what another node exported: Puppet's error.
node /^a/ {
  @@file { '/etc/shared': content => 'from a' }
}
node /^b/ {
  file { '/etc/shared': content => 'mine' }
  File <<| |>>
}
