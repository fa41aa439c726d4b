# A collector override reaches collected exports; queries on parameters,
# arrays (contains), and/or, !=.
node /^app/ {
  @@file { "/etc/members/${facts['hostname']}":
    owner   => 'app',
    group   => ['www', 'ops'],
    content => "member ${facts['hostname']}\n",
  }
  @@file { "/etc/other/${facts['hostname']}": owner => 'nobody' }
}
class collector {
  File <<| group == 'ops' and owner != 'root' |>> { mode => '0640' }
  File <<| title == '/etc/other/app2' or owner == 'none' |>>
}
node default {
  include collector
}
