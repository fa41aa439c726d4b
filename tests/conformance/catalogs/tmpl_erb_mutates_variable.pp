# A template changes in place the Array or Hash a variable holds: Puppet's variable
# (and the parameter it came from) holds the change, as puppet-logstash's jvm.options does
define lgt::d(Array $opts = []) {
  file { "/tmp/${title}": content => template('lgt/t.erb') }
  notify { "after ${title}": message => $opts }
}
lgt::d { 'one': }
lgt::d { 'two': }
lgt::d { 'three': opts => ['x'] }
class lgt($opts = ['c']) {
  file { '/tmp/cls': content => template('lgt/t.erb') }
}
include lgt
notify { 'top': message => $lgt::opts }
$settings = { "a" => 1 }
file { "/tmp/h": content => template("lgt/h.erb") }
notify { "settings": message => $settings }
