# Idioms of real modules with stdlib: pick, merge, delete_undef_values,
# ensure_packages, stdlib::ensure, to_json_pretty, join_keys_to_values, prefix,
# create_resources, a Stdlib:: type alias from the module.
class { 'web':
  settings => { 'workers' => 4, 'tls' => true },
}
