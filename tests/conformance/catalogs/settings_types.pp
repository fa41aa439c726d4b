# $settings::NAME: Puppet's settings, each with the type of its kind
# (boolean, integer, duration and ttl in seconds, arrays, enums as strings);
# a setting Puppet 7 does not have (or no longer has) is undef.
$names = [
  'strict_variables', 'storeconfigs', 'always_retry_plugins', 'static_catalogs',
  'reports', 'server', 'environment', 'strict', 'log_level', 'digest_algorithm',
  'node_terminus', 'storeconfigs_backend', 'data_binding_terminus', 'catalog_cache_terminus',
  'certificate_revocation', 'user', 'group', 'tags', 'config_version', 'default_manifest',
  'runinterval', 'environment_timeout', 'statettl', 'maxwaitforcert', 'splaylimit',
  'ca_ttl', 'filetimeout', 'http_read_timeout', 'crl_refresh_interval', 'waitforlock',
  'masterport', 'serverport', 'ca_port', 'report_port', 'keylength', 'max_errors',
  'priority', 'server_list', 'http_extra_headers', 'disable_warnings',
  'supported_checksum_types', 'ca_server', 'report_server', 'node_name_fact',
  'trusted_server_facts', 'ordering', 'nope', 'title', 'name',
]
$names.each |$n| {
  $v = getvar("settings::${n}")
  notify { "setting ${n}": message => String([type($v), $v]) }
}
notify { 'direct':
  message => String([$settings::strict_variables, $settings::runinterval,
                     $::settings::reports, $settings::nope]),
}
notify { 'all_local':
  message => String([$settings::all_local.length, $settings::all_local['storeconfigs'],
                     'name' in $settings::all_local, 'nope' in $settings::all_local]),
}
