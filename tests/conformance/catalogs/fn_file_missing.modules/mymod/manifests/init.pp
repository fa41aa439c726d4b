class mymod {
  file { '/etc/greeting': content => file('mymod/greeting.txt') }
}
