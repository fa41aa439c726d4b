# A class the key depends on reads variables of classes it does not include:
# the answer depends on whether those ran before (Puppet's order).
class appsettings { $port = 8080 $user = 'svc' }
class late { $level = 'debug' }
class unrelated { include appsettings  notify { 'u': } }
class app {
  file { '/etc/app.conf':
    content => "port=${appsettings::port} level=${late::level}\n",
    owner   => $appsettings::user,
  }
}
include unrelated
include app
include late
