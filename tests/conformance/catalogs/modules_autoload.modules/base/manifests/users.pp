class base::users {
  user { 'deploy': ensure => present }
}
