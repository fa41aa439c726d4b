# Settings in a directory environment: the environment setting is the
# server's (production), the manifest is the environment's manifests
# directory, environmentpath holds the environment; Hiera interpolates them.
class t(String $from_setting, String $nope) {
  notify { 'data': message => [$from_setting, $nope] }
  $checks = {
    'environment' => $settings::environment,
    'manifest'    => $settings::manifest =~ /\/production\/manifests$/,
    'envpath'     => $settings::manifest == "${settings::environmentpath}/production/manifests",
    'modulepath'  => $settings::modulepath =~ "^${settings::environmentpath}/production/modules",
    'timeout'     => $settings::environment_timeout,
  }
  $checks.each |$name, $value| { notify { "check ${name}": message => $value } }
}
include t
