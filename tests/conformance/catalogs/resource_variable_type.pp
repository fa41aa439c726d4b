# A resource whose type is a variable parses (stdlib::manage has one); Puppet
# 7.23 refuses it when it runs, whatever the variable holds.
$type = "file"
$ttl = "/tmp/x"
$attributes = { "mode" => "0600" }
$type { $ttl:
  * => $attributes,
  content => "c",
}
$t2 = "notify"
$t2 { "hi": message => "m" }
