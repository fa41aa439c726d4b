# Path settings depend on where Puppet is installed; what holds everywhere:
# defaults derived from other settings, and the manifest compiled.
$checks = {
  'statedir'     => $settings::statedir == "${settings::vardir}/state",
  'libdir'       => $settings::libdir == "${settings::vardir}/lib",
  'hiera_config' => $settings::hiera_config == "${settings::confdir}/hiera.yaml",
  'envpath'      => $settings::environmentpath == "${settings::codedir}/environments",
  'certdir'      => $settings::certdir == "${settings::ssldir}/certs",
  'hostcert'     => $settings::hostcert == "${settings::certdir}/${settings::certname}.pem",
  'node_name'    => $settings::node_name_value == $settings::certname,
  'basemodules'  => $settings::basemodulepath =~ "^${settings::codedir}/modules:",
  'factpath'     => $settings::factpath == "${settings::vardir}/lib/facter:${settings::vardir}/facts",
  'pidfile'      => $settings::pidfile =~ "^${settings::rundir}/[a-z]+\\.pid$",
  'config'       => $settings::config == "${settings::confdir}/puppet.conf",
  'ca_name'      => $settings::ca_name == "Puppet CA: ${settings::certname}",
  'manifest'     => $settings::manifest =~ /\/settings_paths\.pp$/,
  'absolute'     => [$settings::confdir, $settings::vardir, $settings::codedir,
                     $settings::logdir, $settings::rundir].all |$d| { $d =~ /^\/./ },
  'all_local'    => $settings::all_local['confdir'] == $settings::confdir,
}
$checks.each |$name, $ok| { notify { "check ${name}": message => $ok } }
