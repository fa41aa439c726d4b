# stdlib's catalog functions: ensure_resource(s), ensure_packages, defined_with_params, getparam.
package { 'git': ensure => 'present' }
include app
ensure_resource('file', '/etc/app', { 'ensure' => 'directory', 'mode' => '0755' })
ensure_resource('user', ['alice', 'bob'], { 'ensure' => 'present' })
ensure_resources('group', { 'ops' => { 'gid' => 1001 }, 'dev' => {} }, { 'ensure' => 'present' })
ensure_packages({ 'vim' => { 'ensure' => 'latest' } }, { 'tag' => 'editors' })
ensure_packages('curl')
notify { 'checks':
  message => [
    defined_with_params(Package['git'], { 'ensure' => 'present' }),
    defined_with_params(Package['git'], { 'ensure' => 'absent' }),
    defined_with_params('User[alice]'),
    defined_with_params(File['/nope']),
    getparam(Package['vim'], 'ensure'),
    getparam(Package['vim'], 'nosuch'),
  ],
}
