# Keys inside classes: defaults from the including scope, a collector with a
# title query, a subclass override, tags from the container chain.
class base::params { $mode = '0640' $dir = '/srv/base' }
class base inherits base::params {
  File { owner => 'root' }
  include base::conf
  file { "${dir}/base.conf": mode => $mode }
}
class base::conf {
  file { '/srv/base/conf.d': ensure => directory }
  tag 'configured'
}
class base::strict inherits base {
  File["${dir}/base.conf"] { mode => '0600' }
}
class other {
  File { group => 'wheel' }
  file { '/srv/other': ensure => directory }
  package { 'other-tools': ensure => installed }
}
class collecting {
  File <| title == '/srv/other' |> { mode => '0700' }
  Package <| tag == 'other' |> { ensure => latest }
}
class unrelated {
  service { 'unrelated': ensure => running }
  notify { 'unrelated': message => 'not needed' }
}
Exec { path => '/bin' }
include unrelated
include other, collecting
include base::strict
