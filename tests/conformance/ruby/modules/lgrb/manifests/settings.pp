# Settings a Puppet-language function reads (and whose resources join the catalog).
class lgrb::settings {
  $port = 8140
  $owner = "owner from ${module_name}"
  notify { 'settings included': }
}
