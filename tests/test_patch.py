"""`diff --affected` patches literal value edits into the base catalogs
(fleet/patch.py): which edits qualify, which nodes' catalogs may take them,
and, end to end, that a patched diff equals compiling every node."""
import json
import os
import subprocess
import sys

import pytest

from lazygraph.fleet.patch import patch_catalog, value_edits

import fleet_repo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BASE = """class app {
  exec { 'migrate': command => '/bin/true', timeout => 300 }
  file { ['/etc/a', '/etc/b']: mode => '0644', owner => root }
  service { 'app': ensure => running, enable => true }
  package { 'app': ensure => installed, install_options => ['--x', {'k' => 1}] }
}
"""


def edits_of(old, new):
    found = value_edits(BASE.replace(*old) if isinstance(old, tuple) else old,
                        BASE.replace(*new) if isinstance(new, tuple) else new, 'x.pp')
    return None if found is None else [(e.type_name, e.titles, e.attribute, e.old, e.new)
                                       for e in found]


@pytest.mark.parametrize('old, new, expected', [
    # a non-isomorphic type's namevar (exec's command) may change: no alias
    ("'/bin/true'", "'/bin/echo hi'", [('exec', ['migrate'], 'command', '/bin/true',
                                        '/bin/echo hi')]),
    ('300', '600', [('exec', ['migrate'], 'timeout', 300, 600)]),
    ('300', '2.5', [('exec', ['migrate'], 'timeout', 300, 2.5)]),
    ('300', 'true', [('exec', ['migrate'], 'timeout', 300, True)]),    # 300 is not true
    ("'0644'", '"0600"', [('file', ['/etc/a', '/etc/b'], 'mode', '0644', '0600')]),
    ('owner => root', 'owner => admin', [('file', ['/etc/a', '/etc/b'], 'owner', 'root',
                                          'admin')]),
    ('enable => true', 'enable => false', [('service', ['app'], 'enable', True, False)]),
    ("{'k' => 1}", "{'k' => 2, 'j' => [true]}", [
        ('package', ['app'], 'install_options', ['--x', {'k': 1}],
         ['--x', {'k': 2, 'j': [True]}])]),
])
def test_literal_value_edits_qualify(old, new, expected):
    assert edits_of(('', ''), (old, new)) == expected


@pytest.mark.parametrize('old, new', [
    ("'0644'", '$mode'),                                 # a variable: per node
    ("'0644'", '"${mode}"'),                             # interpolation
    ("'0644'", "String('0600')"),                        # a call may have effects
    ("'0644'", 'undef'),                                 # a default would show
    ('300', '1e400'),                                    # Puppet refuses Infinity
    ('ensure => installed', "ensure => installed, require => Exec['migrate']"),
    ("'migrate'", "'migrate2'"),                         # a title
    ("service { 'app':", "service { $name:"),             # a computed title
    ("file { ['/etc/a', '/etc/b']", "@@file { ['/etc/a', '/etc/b']"),
    ('enable => true', 'enable => true\n'),              # lines move
    ("exec { 'migrate'", "\nexec { 'migrate'"),
    ("class app {", "class app($p = 1) {"),            # not a resource's value
    ("'/bin/true'", "'/bin/true' ;notify { 'x': }"),
    ("ensure => running", "ensure => stopped, alias => 'a'"),
])
def test_other_changes_do_not_qualify(old, new):
    assert edits_of(('', ''), (old, new)) is None


@pytest.mark.parametrize('text', [
    "file { '/etc/a': path => '/etc/a' }\n",          # an isomorphic type's key attribute
    "file { '/etc/a': name => '/etc/a' }\n",
    "file { '/etc/a': tag => 'a' }\n",                # a metaparameter
    "file { '/etc/a': before => 'a' }\n",
    "mytype { '/etc/a': value => 'a' }\n",            # a define: its body reads it
    "file { default: mode => 'a'; '/x': }\n",        # a default body
])
def test_attributes_that_do_not_qualify(text):
    changed = text.replace("'a'", "'b'").replace("'/etc/a' }", "'/etc/b' }")
    assert changed != text
    assert value_edits(text, changed, 'x.pp') is None


def test_comments_and_spacing_are_no_edit_and_unparsable_files_are_not_edits():
    assert value_edits(BASE, BASE, 'x.pp') == []
    spaced = BASE.replace("command =>", "command   =>  # why\n    ").replace(
        "\n  file {", "  # a comment\n  file {")
    assert value_edits(BASE, spaced, 'x.pp') is None          # lines moved
    assert value_edits(BASE, BASE.replace(" => ", "=>").replace(
        "class app {", "class app { # the app"), 'x.pp') == []
    assert value_edits(BASE, BASE.replace('{', '{{', 1), 'x.pp') is None


def _catalog(value='/bin/true', line=2, file='/env/modules/app/manifests/x.pp'):
    return {'resources': [{'type': 'Exec', 'title': 'migrate', 'file': file, 'line': line,
                           'exported': False, 'parameters': {'command': value}}],
            'edges': []}


def _deps(uses=()):
    return {'probes': [], 'manifests': {}, 'exports': 0, 'collects': False,
            'attribute_uses': sorted(uses)}


def _edit(path='modules/app/manifests/x.pp'):
    old = BASE
    new = BASE.replace("'/bin/true'", "'/bin/echo'")
    return value_edits(old, new, path)


def test_patch_replaces_the_declared_value_only():
    base = _catalog()
    patched = patch_catalog(base, _deps(), _edit())
    assert patched['resources'][0]['parameters'] == {'command': '/bin/echo'}
    assert base['resources'][0]['parameters'] == {'command': '/bin/true'}   # not changed


@pytest.mark.parametrize('catalog, deps', [
    (_catalog(), _deps(['exec.command'])),      # read by a query, an override...
    (_catalog(), _deps(['exec.*'])),
    (_catalog(), _deps(['*'])),                  # a Ruby function read the catalog
    (_catalog(), {'probes': [], 'manifests': {}, 'exports': 0, 'collects': False}),
    (_catalog(value='/bin/other'), _deps()),     # something else set the value
    (_catalog(line=3), _deps()),                 # another statement declared it
    (_catalog(file='/env/modules/other/x.pp'), _deps()),
    ({'error': 'x.pp:1:1: boom'}, _deps()),
    ({'resources': [dict(_catalog()['resources'][0], title='Migrate')]}, _deps()),
])
def test_patch_refused_when_the_node_may_see_more(catalog, deps):
    assert patch_catalog(catalog, deps, _edit()) is None


def test_a_compile_records_what_reads_or_replaces_attributes():
    import lazygraph
    stdlib = os.path.join(ROOT, 'tests', 'conformance', 'functions', 'modules', 'stdlib8')
    catalog = lazygraph.compile("""
service { 'a': enable => true }
$x = getparam(Service['a'], 'enable')
if defined_with_params(Service['a'], {'ensure' => 'running'}) {}
ensure_resource('package', 'p', {'provider' => 'apt'})
File <| mode == '0644' |>
Exec <| title == 'x' or tag == 'y' |> { timeout => 3 }
host { 'h': ip => '10.0.0.1' }
$m = Host['h']['ip']
""", node='n', modulepath=stdlib)
    assert sorted(catalog.compiler.attribute_uses) == [
        'exec.tag', 'exec.timeout', 'exec.title', 'file.mode', 'host.ip',
        'package.provider', 'service.enable', 'service.ensure']


def test_a_catalog_without_the_resource_is_the_same_catalog():
    base = {'resources': [], 'edges': []}
    assert patch_catalog(base, _deps(), _edit()) is base


# End to end: the fleet repo with a class whose attributes are read or replaced.
CHECKS = {
    'modules/role/manifests/db.pp': 'class role::db { include profile::base\n'
                                    '  include profile::db\n  include checks::sub }\n',
    'modules/checks/manifests/init.pp': (
        'class checks {\n'
        "  exec { 'vacuum': command => '/usr/bin/vacuumdb', timeout => 300 }\n"
        "  $timeout = Exec['vacuum']['timeout']\n"
        "  notify { 'timeout': message => \"${timeout}\" }\n"
        "  package { 'pgtools': ensure => installed }\n"
        "  Package <| ensure == 'installed' |> { provider => apt }\n"
        "  service { 'pgbouncer': ensure => running, enable => true }\n"
        "  notify { 'enable': message => \"${Service['pgbouncer']['enable']}\" }\n"
        "  file { '/etc/checks': ensure => file, mode => '0600' }\n"
        '}\n'),
    'modules/checks/manifests/sub.pp': (
        'class checks::sub inherits checks {\n'
        "  File['/etc/checks'] { mode => '0640' }\n"
        '}\n'),
}

DB_NODES = {'db1.example.com', 'db2.example.com'}
# (file, old, new, nodes patched)
CHECK_EDITS = {
    'exec_command': ("'/usr/bin/vacuumdb'", "'/usr/bin/vacuumdb -z'", DB_NODES),
    'exec_timeout_read': ('timeout => 300', 'timeout => 600', set()),
    'package_ensure_queried': ('ensure => installed', "ensure => '1.2'", set()),
    'service_ensure': ('ensure => running', 'ensure => stopped', DB_NODES),
    'service_enable_read': ('enable => true', 'enable => false', set()),
    'file_mode_overridden': ("mode => '0600'", "mode => '0700'", set()),
}


@pytest.fixture(scope='module')
def checks_repo(tmp_path_factory):
    tmp = tmp_path_factory.mktemp('patch')
    root = str(tmp / 'repo')
    fleet_repo.write_repo(root, dict(fleet_repo.FILES, **CHECKS))
    fleet_repo.git(root, 'init', '-q')
    base = fleet_repo.commit_all(root, 'base')
    facts = fleet_repo.write_facts(str(tmp / 'facts'))
    return root, base, facts, str(tmp / 'data')


def _diff(root, base, facts, data_dir, *extra):
    result = subprocess.run(
        [sys.executable, '-m', 'lazygraph', 'diff', '--repo', root, '--from-ref', base,
         '--to-ref', 'HEAD', '--facts-dir', facts, '-j', '2', '--quiet', '--format', 'json']
        + list(extra), capture_output=True, text=True, timeout=600,
        env=dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_DATA_DIR=data_dir))
    assert result.returncode in (0, 2), result.stderr
    return result.returncode, json.loads(result.stdout)


@pytest.mark.parametrize('name', sorted(CHECK_EDITS))
def test_patched_diff_equals_compiling_every_node(name, checks_repo):
    root, base, facts, data_dir = checks_repo
    old, new, patched = CHECK_EDITS[name]
    path = os.path.join(root, 'modules/checks/manifests/init.pp')
    text = CHECKS['modules/checks/manifests/init.pp']
    assert text.count(old) == 1
    with open(path, 'w') as f:
        f.write(text.replace(old, new))
    fleet_repo.commit_all(root, name)
    status, full = _diff(root, base, facts, data_dir)
    fast_status, fast = _diff(root, base, facts, data_dir, '--affected')
    assert (fast_status, fast['groups']) == (status, full['groups'])
    assert set(fast['affected']['patched']) == patched
    changed = {n for g in full['groups'] for n in g['nodes']}
    assert changed <= set(fast['affected']['affected'])
    if name == 'exec_command':
        assert changed == DB_NODES
    if name == 'file_mode_overridden':
        assert changed == set()        # the subclass's override wins on both sides
