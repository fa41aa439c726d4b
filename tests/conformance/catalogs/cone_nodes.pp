# Keys in a node body and in classes a node includes; top-scope defaults and
# a class included both from the node and from another class.
File { backup => false }
class common { file { '/etc/common': content => "common on ${facts['hostname']}\n" } }
class role::db { include common  package { 'postgresql': ensure => installed } }
class role::web { include common  package { 'nginx': ensure => installed } }
node /^testnode/ {
  include role::web
  file { '/etc/node-file': content => "node ${0}\n" }
}
node default { include role::db }
