"""A generated control repo shaped like real Puppet, and a fleet of nodes for it.

Roles include profiles, profiles declare component modules (typed parameters
with defaults, module Hiera data by OS family, EPP templates, a defined type,
conditionals on facts, relationships); the environment has three Hiera levels
(node, role, OS family) over common data; web roles export a file each and
the balancer role collects them. Deterministic for a seed.

    python3 bench/fleet_repo.py OUT_DIR [--nodes 1000] [--modules 30] [--seed 1]
writes OUT_DIR/env (the environment) and OUT_DIR/facts (NODE.json each).
"""
import argparse
import json
import os
import random

FAMILIES = [('Debian', 'Debian', ['11', '12']), ('Debian', 'Ubuntu', ['20.04', '22.04']),
            ('RedHat', 'RedHat', ['8', '9']), ('RedHat', 'Rocky', ['9'])]
DATACENTERS = ['ams', 'fra', 'iad', 'sfo']


def component(i):
    name = 'comp%02d' % i
    return {
        'modules/%s/manifests/init.pp' % name: (
            "class %(n)s(\n"
            "  Enum['present', 'absent'] $ensure = 'present',\n"
            "  Integer $port = %(port)d,\n"
            "  Array[String] $options = [],\n"
            "  String $package_name = '%(n)s',\n"
            "  Boolean $manage_service = true,\n"
            ") {\n"
            "  package { $package_name: ensure => $ensure }\n"
            "  file { \"/etc/%(n)s\": ensure => directory, mode => '0755' }\n"
            "  file { \"/etc/%(n)s/%(n)s.conf\":\n"
            "    content => epp('%(n)s/conf.epp', { 'port' => $port, 'options' => $options }),\n"
            "    require => Package[$package_name],\n"
            "  }\n"
            "  if $manage_service and $ensure == 'present' {\n"
            "    $service = $facts['os']['family'] ? { 'RedHat' => \"%(n)sd\", default => '%(n)s' }\n"
            "    service { $service: ensure => running, enable => true,\n"
            "      subscribe => File[\"/etc/%(n)s/%(n)s.conf\"] }\n"
            "  }\n"
            "  %(n)s::instance { ['primary', 'secondary']: base => $port }\n"
            "}\n") % {'n': name, 'port': 8000 + i},
        'modules/%s/manifests/instance.pp' % name: (
            "define %(n)s::instance(Integer $base, Integer $offset = 1) {\n"
            "  $port = $title ? { 'primary' => $base, default => $base + $offset }\n"
            "  file { \"/etc/%(n)s/${title}.conf\": content => \"port=${port}\\n\", mode => '0640' }\n"
            "}\n") % {'n': name},
        'modules/%s/templates/conf.epp' % name: (
            "<%%- | Integer $port, Array[String] $options | -%%>\n"
            "# %(n)s on <%%= $facts['networking']['fqdn'] %%>\n"
            "listen <%%= $port %%>\n"
            "<%% $options.each |$o| { -%%>\n"
            "option <%%= $o %%>\n"
            "<%% } -%%>\n"
            "memory <%%= $facts['memory']['system']['total_bytes'] %%>\n") % {'n': name},
        'modules/%s/hiera.yaml' % name: (
            "version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n"
            "  - name: family\n    path: 'os/%{facts.os.family}.yaml'\n"
            "  - name: common\n    path: common.yaml\n"),
        'modules/%s/data/common.yaml' % name: "%s::options: ['fast', 'safe']\n" % name,
        'modules/%s/data/os/RedHat.yaml' % name: "%s::package_name: '%s-server'\n" % (
            name, name),
    }


def profile(j, components, rng, profiles):
    # One profile declares each of the first components with parameters (as real
    # code must: a second resource-like declaration fails); the rest are included.
    declared = components[j]
    included = rng.sample(components[profiles:], 2)
    body = ["class profile::p%02d(Integer $tuning = %d) {" % (j, j)]
    body.append("  class { '%s': port => 9000 + $tuning }" % declared)
    body += ["  include %s" % c for c in included]
    body.append("  exec { 'tune-p%02d': command => '/bin/true', unless => '/bin/false',"
                " require => Class['%s'] }" % (j, declared))
    body.append("  if $facts['processors']['count'] > 4 {")
    body.append("    file { '/etc/profile-p%02d.big': content => \"${tuning}\" }" % j)
    body.append("  }")
    body.append("}")
    return '\n'.join(body) + '\n'


def generate(out, nodes=1000, modules=30, profiles=20, roles=6, seed=1):
    rng = random.Random(seed)
    if modules < profiles + 2:
        raise SystemExit('--modules must exceed the %d profiles by 2' % profiles)
    env = os.path.join(out, 'env')
    files = {'environment.conf': 'modulepath = modules\n'}
    components = ['comp%02d' % i for i in range(modules)]
    for i in range(modules):
        files.update(component(i))
    for j in range(profiles):
        files['modules/profile/manifests/p%02d.pp' % j] = profile(j, components, rng, profiles)
    role_names = ['web', 'lb'] + ['r%d' % k for k in range(roles - 2)]
    for role in role_names:
        picked = sorted(rng.sample(range(profiles), 4))
        lines = ['class role::%s {' % role] + ['  include profile::p%02d' % p for p in picked]
        if role == 'web':
            lines.append("  @@file { \"/etc/lb/members/${facts['networking']['fqdn']}\":")
            lines.append("    content => $facts['networking']['ip'], tag => 'lb_member' }")
        if role == 'lb':
            lines.append("  File <<| tag == 'lb_member' |>> { mode => '0644' }")
        files['modules/role/manifests/%s.pp' % role] = '\n'.join(lines + ['}']) + '\n'
    files['manifests/site.pp'] = (
        "node 'bastion.example.com' {\n  include profile::p00\n}\n"
        "node default {\n  include \"role::${facts['role']}\"\n}\n")
    files['hiera.yaml'] = (
        "version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n"
        "  - name: node\n    path: 'nodes/%{trusted.certname}.yaml'\n"
        "  - name: role\n    path: 'role/%{facts.role}.yaml'\n"
        "  - name: datacenter\n    path: 'dc/%{facts.datacenter}.yaml'\n"
        "  - name: common\n    path: common.yaml\n")
    files['data/common.yaml'] = ''.join('profile::p%02d::tuning: %d\n' % (j, j * 2)
                                        for j in range(0, profiles, 3))
    for role in role_names:
        files['data/role/%s.yaml' % role] = 'profile::p01::tuning: %d\n' % len(role)
    for dc in DATACENTERS:
        files['data/dc/%s.yaml' % dc] = "comp00::options: ['%s']\n" % dc
    facts_dir = os.path.join(out, 'facts')
    os.makedirs(facts_dir, exist_ok=True)
    for n in range(nodes):
        role = role_names[n % len(role_names)]
        name = '%s%04d.example.com' % (role, n)
        family, os_name, releases = FAMILIES[n % len(FAMILIES)]
        release = releases[n % len(releases)]
        if n % 50 == 0:
            files['data/nodes/%s.yaml' % name] = 'profile::p02::tuning: 99\n'
        facts = {
            'hostname': name.split('.')[0], 'fqdn': name, 'domain': 'example.com',
            'role': role, 'datacenter': DATACENTERS[n % len(DATACENTERS)],
            'os': {'family': family, 'name': os_name,
                   'release': {'full': release, 'major': release.split('.')[0]}},
            'osfamily': family,
            'networking': {'fqdn': name, 'hostname': name.split('.')[0],
                           'ip': '10.%d.%d.%d' % (n // 65536, n // 256 % 256, n % 256)},
            'processors': {'count': [2, 4, 8, 16][n % 4]},
            'memory': {'system': {'total_bytes': (n % 8 + 1) * 1024 ** 3}},
            'kernel': 'Linux',
        }
        with open(os.path.join(facts_dir, name + '.json'), 'w') as f:
            json.dump(facts, f, sort_keys=True)
    for relative, text in files.items():
        path = os.path.join(env, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(text)
    return env, facts_dir


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('out')
    parser.add_argument('--nodes', type=int, default=1000)
    parser.add_argument('--modules', type=int, default=30)
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()
    print(*generate(args.out, args.nodes, args.modules, seed=args.seed))


if __name__ == '__main__':
    main()
