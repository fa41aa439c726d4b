"""A small control repo for the fleet tests: roles and profiles over a few
modules, three Hiera layers, an EPP template, exported resources between roles,
node definitions; written as a directory environment, optionally in git."""
import json
import os
import subprocess

NODES = {
    'web1.example.com': 'web', 'web2.example.com': 'web', 'web3.example.com': 'web',
    'db1.example.com': 'db', 'db2.example.com': 'db',
    'lb1.example.com': 'lb', 'special.example.com': 'web', 'plain.example.com': 'none',
}

FILES = {
    'environment.conf': 'modulepath = modules\n',
    'hiera.yaml': (
        'version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n'
        '  - name: node\n    path: "nodes/%{trusted.certname}.yaml"\n'
        '  - name: role\n    path: "role/%{facts.role}.yaml"\n'
        '  - name: common\n    path: common.yaml\n'),
    'data/common.yaml': 'profile::base::motd: "managed"\nprofile::db::port: 5432\n',
    'data/role/web.yaml': 'profile::web::workers: 4\n',
    'data/nodes/web1.example.com.yaml': 'profile::web::workers: 8\n',
    'manifests/site.pp': (
        "node 'special.example.com' {\n"
        "  include role::web\n"
        "  notify { 'special': }\n"
        "}\n"
        "node 'plain.example.com' {\n"
        "  include profile::base\n"
        "}\n"
        "node default {\n"
        "  include \"role::${facts['role']}\"\n"
        "}\n"),
    'modules/role/manifests/web.pp': 'class role::web { include profile::base\n'
                                     '  include profile::web }\n',
    'modules/role/manifests/db.pp': 'class role::db { include profile::base\n'
                                    '  include profile::db }\n',
    'modules/role/manifests/lb.pp': 'class role::lb { include profile::base\n'
                                    '  include profile::lb }\n',
    'modules/profile/manifests/base.pp': (
        'class profile::base(String $motd) {\n'
        '  include ntp\n'
        "  file { '/etc/motd': content => epp('profile/motd.epp', { 'motd' => $motd }) }\n"
        '}\n'),
    'modules/profile/templates/motd.epp': '<%- | String $motd | -%>\n'
                                          '<%= $facts["hostname"] %>: <%= $motd %>\n',
    'modules/profile/manifests/web.pp': (
        'class profile::web(Integer $workers = 1) {\n'
        "  package { 'nginx': ensure => installed }\n"
        "  file { '/etc/nginx/workers': content => \"${workers}\\n\", require => Package['nginx'] }\n"
        "  @@file { \"/etc/lb/${facts['hostname']}\": content => $facts['fqdn'], tag => 'lb' }\n"
        '}\n'),
    'modules/profile/manifests/db.pp': (
        'class profile::db(Integer $port) {\n'
        "  service { 'postgresql': ensure => running }\n"
        "  file { '/etc/db.port': content => \"${port}\\n\" }\n"
        '}\n'),
    'modules/profile/manifests/lb.pp': (
        'class profile::lb {\n'
        "  File <<| tag == 'lb' |>> { mode => '0644' }\n"
        '}\n'),
    'modules/ntp/hiera.yaml': ('version: 5\ndefaults:\n  datadir: data\n'
                               '  data_hash: yaml_data\nhierarchy:\n  - name: common\n'
                               '    path: common.yaml\n'),
    'modules/ntp/data/common.yaml': 'ntp::servers: [a.pool, b.pool]\n',
    'modules/ntp/manifests/init.pp': (
        'class ntp(Array[String] $servers) {\n'
        "  file { '/etc/ntp.conf': content => join($servers, ' ') }\n"
        '}\n'),
}


def write_repo(root, files=None):
    for relative, text in (files or FILES).items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(text)
    return root


def write_facts(directory):
    os.makedirs(directory, exist_ok=True)
    for node, role in NODES.items():
        host, _, domain = node.partition('.')
        with open(os.path.join(directory, node + '.json'), 'w') as f:
            json.dump({'hostname': host, 'fqdn': node, 'domain': domain, 'role': role,
                       'os': {'family': 'Debian'}}, f)
    return directory


def git(root, *args):
    return subprocess.run(['git', '-C', root] + list(args), check=True, capture_output=True,
                          text=True, env=dict(os.environ, GIT_AUTHOR_NAME='t',
                                              GIT_AUTHOR_EMAIL='t@e', GIT_COMMITTER_NAME='t',
                                              GIT_COMMITTER_EMAIL='t@e')).stdout.strip()


def commit_all(root, message):
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '--allow-empty', '-m', message)
    return git(root, 'rev-parse', 'HEAD')


def init_repo(root):
    write_repo(root)
    git(root, 'init', '-q')
    return commit_all(root, 'base')
