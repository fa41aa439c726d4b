class web (
  Stdlib::Port $port = 8080,
  Optional[String] $user = undef,
  Hash $settings = {},
  Array[String] $modules = ['ssl', 'rewrite'],
  Boolean $enable = true,
) {
  $real_user = pick($user, $facts['identity']['user'], 'www-data')
  $defaults = { 'listen' => $port, 'user' => $real_user, 'log' => undef }
  $config = delete_undef_values(merge($defaults, $settings))
  ensure_packages(['nginx'], { 'ensure' => stdlib::ensure($enable, 'package') })
  file { '/etc/web/config.json':
    ensure  => stdlib::ensure($enable, 'file'),
    content => to_json_pretty($config),
  }
  file { '/etc/web/env':
    content => join(join_keys_to_values($config, '='), "\n"),
  }
  $mods = prefix($modules, 'mod_')
  $mod_resources = $mods.reduce({}) |$memo, $m| { $memo + { "/etc/web/mods/${m}.conf" => { 'ensure' => 'file' } } }
  create_resources('file', $mod_resources, { 'mode' => '0640', 'owner' => $real_user })
  service { 'web':
    ensure => stdlib::ensure($enable, 'service'),
    enable => $enable,
  }
  if 'tls' in $config {
    notify { 'tls': message => bool2str($config['tls'] =~ Boolean, 'flag', 'other') }
  }
}
