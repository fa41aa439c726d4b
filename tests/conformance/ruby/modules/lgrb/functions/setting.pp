# A Puppet-language function that includes a class and reads its variables.
function lgrb::setting(String $name) {
  include lgrb::settings
  getvar("lgrb::settings::${name}")
}
