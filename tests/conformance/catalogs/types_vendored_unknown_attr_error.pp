cron { 'x':
  command => '/bin/true',
  hours   => 2,
}
