class profile::web {
  File { owner => 'www-data' }
  class { 'web': port => 8080 }
}
