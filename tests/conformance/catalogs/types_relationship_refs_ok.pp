# references by alias, by namevar, to virtual and lower-case reference strings
@notify { 'virtual': }
notify { 'z': before => Notify['virtual'] }
file { '/tmp/lg/dir/': ensure => directory }
file { '/tmp/lg/aliased': alias => 'short' }
notify { 'refs':
  require => [File['/tmp/lg/dir'], File['short'], 'notify[z]'],
}
@@notify { 'exported': }
notify { 'to exported': before => Notify['exported'] }
notify { 'name set': name => 'real name' }
notify { 'by name': require => Notify['real name'] }
