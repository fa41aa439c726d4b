# Resource defaults of the collecting scope reach collected exports;
# relationships with the collector and stored relationship parameters.
node /^web/ {
  @@file { "/etc/conf.d/${facts['hostname']}": content => 'x', before => Service['proxy'] }
}
class proxy {
  File { owner => 'proxy', mode => '0644' }
  service { 'proxy': ensure => running }
  File <<| |>> -> Service['proxy']
}
node /^lb/ {
  include proxy
}
