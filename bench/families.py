"""Code families shaped like real Puppet, for the get and compile benchmarks.

Each family writes a directory (``site.pp`` and, where it has them, ``modules/``)
and names one key to ask for. Real control repos keep their code in classes in
module files, with parameters, conditionals, interpolation, templates, defines,
resource defaults, a few collectors and overrides -- so do these.

* classes: N classes in one manifest, all included, three resources each
  (the shape issue 9 reports): the key is in one class in the middle.
* site: a roles/profiles control repo: N component modules (a class with
  parameters and a params class, a config subclass with a template, a define,
  conditionals and iteration), a profile per module (resource defaults,
  resource-like class declarations, some collectors and overrides), a role
  including every profile, and a node definition. The key is in one profile's
  module.
"""
import os

NODE = 'bench.example.com'
FACTS = {'hostname': 'bench', 'fqdn': NODE, 'domain': 'example.com',
         'os': {'family': 'Debian', 'name': 'Debian', 'release': {'major': '12'}},
         'processors': {'count': 4}, 'memory': {'system': {'total_bytes': 8589934592}}}


def _write(root, relative, text):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


def classes(root, n):
    """N classes in site.pp, all included; each: a parameter, a conditional,
    three resources. Returns (manifest, modulepath or None, key, attribute)."""
    parts = []
    for i in range(n):
        parts.append('''class c%(i)d (String $ensure = 'present', Integer $port = %(port)d) {
  if $facts['os']['family'] == 'Debian' {
    $conf = "/srv/c%(i)d/conf"
  } else {
    $conf = "/opt/c%(i)d/conf"
  }
  file { $conf: ensure => file, mode => '0644', content => "port=${port}\\n" }
  package { 'pkg-c%(i)d': ensure => $ensure }
  service { 'svc-c%(i)d': ensure => running, require => Package['pkg-c%(i)d'] }
}
''' % {'i': i, 'port': 8000 + i})
    parts.append(''.join('include c%d\n' % i for i in range(n)))
    _write(root, 'site.pp', ''.join(parts))
    return os.path.join(root, 'site.pp'), None, 'File[/srv/c%d/conf]' % (n // 2), 'content'


MODULE_INIT = '''class %(m)s (
  String $ensure = $%(m)s::params::ensure,
  Integer $port = $%(m)s::params::port,
  Array[String] $users = [],
  Hash $options = {},
  Boolean $manage_service = true,
) inherits %(m)s::params {
  contain %(m)s::install
  contain %(m)s::config
  if $manage_service {
    contain %(m)s::service
    Class['%(m)s::config'] ~> Class['%(m)s::service']
  }
  $users.each |$u| {
    %(m)s::instance { "${u}-%(m)s": port => $port + 1, owner => $u }
  }
}
'''

MODULE_PARAMS = '''class %(m)s::params {
  $ensure = 'present'
  $port = %(port)d
  case $facts['os']['family'] {
    'Debian': { $package = '%(m)s-server' $confdir = '/etc/%(m)s' }
    'RedHat': { $package = '%(m)s' $confdir = '/etc/%(m)s.d' }
    default:  { $package = '%(m)s' $confdir = '/usr/local/etc/%(m)s' }
  }
}
'''

MODULE_INSTALL = '''class %(m)s::install {
  package { $%(m)s::params::package: ensure => $%(m)s::ensure }
}
'''

MODULE_CONFIG = '''class %(m)s::config {
  $confdir = $%(m)s::params::confdir
  file { $confdir: ensure => directory, mode => '0755' }
  file { "${confdir}/%(m)s.conf":
    ensure  => file,
    mode    => '0640',
    content => template('%(m)s/conf.erb'),
  }
  $settings = { 'port' => $%(m)s::port } + $%(m)s::options
  $settings.each |$k, $v| {
    file { "${confdir}/conf.d/${k}.conf": content => "${k}=${v}\n" }
  }
}
'''

MODULE_SERVICE = '''class %(m)s::service {
  service { '%(m)s': ensure => running, enable => true }
}
'''

MODULE_DEFINE = '''define %(m)s::instance (Integer $port, String $owner = 'root') {
  file { "/var/lib/%(m)s/${title}":
    ensure  => directory,
    owner   => $owner,
    mode    => '0750',
  }
  if $port > 1024 {
    notify { "${title} on ${port}": }
  }
}
'''

MODULE_TEMPLATE = '''# managed for <%%= @fqdn %%>
port=<%%= scope['%(m)s::port'] %%>
<%% if scope['%(m)s::manage_service'] -%%>
service=on
<%% end -%%>
'''

PROFILE = '''class profile::%(m)s (Integer $port = %(port)d) {
  File { owner => 'root', group => 'root' }
  Package { ensure => installed }
  class { '%(m)s':
    port    => $port,
    users   => ['alice', 'bob'],
    options => { 'workers' => $facts['processors']['count'] * 2 },
  }
  %(extra)s
}
'''


def site(root, n):
    """A roles/profiles control repo of N component modules."""
    modules = os.path.join(root, 'modules')
    profiles = []
    for i in range(n):
        m = 'app%d' % i
        values = {'m': m, 'port': 9000 + i}
        _write(modules, '%s/manifests/init.pp' % m, MODULE_INIT % values)
        _write(modules, '%s/manifests/params.pp' % m, MODULE_PARAMS % values)
        _write(modules, '%s/manifests/install.pp' % m, MODULE_INSTALL % values)
        _write(modules, '%s/manifests/config.pp' % m, MODULE_CONFIG % values)
        _write(modules, '%s/manifests/service.pp' % m, MODULE_SERVICE % values)
        _write(modules, '%s/manifests/instance.pp' % m, MODULE_DEFINE % values)
        _write(modules, '%s/templates/conf.erb' % m, MODULE_TEMPLATE % values)
        extra = ''
        if i % 10 == 3:     # a few collectors and overrides, as real profiles have
            extra = "Service <| title == '%s' |> { enable => false }" % m
        elif i % 10 == 7:
            extra = "File <| title == '/etc/%s/%s.conf' |> { mode => '0600' }" % (m, m)
        _write(modules, 'profile/manifests/%s.pp' % m, PROFILE % dict(values, extra=extra))
        profiles.append('  include profile::%s\n' % m)
    _write(modules, 'role/manifests/server.pp', 'class role::server {\n%s}\n'
           % ''.join(profiles))
    _write(root, 'site.pp', "File { backup => false }\nnode default {\n  include role::server\n}\n")
    middle = 'app%d' % (n // 2)
    return (os.path.join(root, 'site.pp'), modules,
            'File[/etc/%s/%s.conf]' % (middle, middle), 'content')


FAMILIES = {'classes': classes, 'site': site}
