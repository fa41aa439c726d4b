"""`diff --affected` patches literal value edits into the base catalogs
(fleet/patch.py): which edits qualify, which nodes' catalogs may take them,
and, end to end, that a patched diff equals compiling every node."""
import json
import os
import subprocess
import sys

import pytest

from lazygraph.fleet.patch import ABSENT, patch_catalog, value_edits

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
    # a new attribute with a literal value
    ('enable => true', "enable => true, provider => 'systemd'", [
        ('service', ['app'], 'provider', ABSENT, 'systemd')]),
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
    ('enable => true', 'enable => true, hasstatus => bogus()'),  # a new call
    ('enable => true', 'enable => true, frobnicate => 1'),  # not an attribute of the type
    ("'0644', owner => root", "'0644', path => '/x', owner => root"),  # a key attribute
    ("mode => '0644', owner => root", "owner => root"),   # removed: a default may show
    ("mode => '0644', owner => root", "owner => root, mode => '0644'"),   # moved
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


@pytest.mark.parametrize('text, qualifies', [
    ("file { $dir: mode => 'a' }\n", True),                       # the line tells
    ("file { \"${dir}/x\": mode => 'a' }\n", True),
    ("file { default: owner => 'r'; $dir: mode => 'a' }\n", True),
    ("file { $dir: mode => 'a'; '/y': mode => 'a' }\n", False),    # two bodies, one line
    ("file { $dir: mode => 'a' } notify { 'n': }\n", False),       # another statement
    ("file { $dir: mode => 'a' } $x = lookup('x')\n", False),      # a call may declare
    ("file { upcase($dir): mode => 'a' }\n", False),
])
def test_computed_titles_qualify_when_the_line_tells_the_resources(text, qualifies):
    found = value_edits(text, text.replace("mode => 'a'", "mode => 'b'", 1), 'x.pp')
    assert (found is not None) == qualifies
    if qualifies:
        assert [(e.titles, e.attribute, e.old, e.new) for e in found] == [
            (None, 'mode', 'a', 'b')]


def test_a_computed_title_patches_the_statements_resources():
    text = "define d { file { \"/etc/${title}\": mode => '0644' } }\n"
    edits = value_edits(text, text.replace('0644', '0600'), 'modules/d/manifests/init.pp')
    resource = lambda title, line, f='d': {'type': 'File', 'title': title, 'line': line,
                                           'file': CHECKOUT + 'modules/%s/manifests/init.pp' % f,
                                    'exported': False, 'kind': 'compilable_type',
                                    'parameters': {'mode': '0644'}}
    base = {'resources': [resource('/etc/a', 1), resource('/etc/b', 1), resource('/x', 1, 'e')],
            'edges': []}
    patched = patch_catalog(base, _deps(), edits)
    assert [r['parameters']['mode'] for r in patched['resources']] == ['0600', '0600', '0644']


def test_comments_spacing_and_line_breaks_are_no_edit_and_unparsable_files_are_not_edits():
    assert value_edits(BASE, BASE, 'x.pp') == []
    spaced = BASE.replace("timeout => 300 }", "timeout => 300 }  # why\n").replace(
        "\n  service {", "\n  # a comment\n\n  service {")
    moved = value_edits(BASE, spaced, 'x.pp')
    assert moved == [] and moved.lines == {1: 1, 2: 2, 3: 4, 4: 7, 5: 8}
    split = BASE.replace("command => '/bin/true', timeout", "command => '/bin/true',\n timeout")
    assert value_edits(BASE, split, 'x.pp') is None    # what was on one line is on two
    assert value_edits(BASE, BASE.replace(" => ", "=>").replace(
        "class app {", "class app { # the app"), 'x.pp') == []
    assert value_edits(BASE, BASE.replace('{', '{{', 1), 'x.pp') is None


CHECKOUT = '/tmp/lazygraph-diff-x1/a/'      # where base runs are compiled (versions.py)


def _catalog(value='/bin/true', line=2, file=CHECKOUT + 'modules/app/manifests/x.pp',
             kind='compilable_type'):
    return {'resources': [{'type': 'Exec', 'title': 'migrate', 'file': file, 'line': line,
                           'exported': False, 'kind': kind, 'parameters': {'command': value}}],
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
    other = patch_catalog(base, _deps(['exec[other].command', 'file.mode']), _edit())
    assert other['resources'][0]['parameters'] == {'command': '/bin/echo'}


@pytest.mark.parametrize('catalog, deps', [
    (_catalog(), _deps(['exec.command'])),      # read by a query, an override...
    (_catalog(), _deps(['exec.*'])),
    (_catalog(), _deps(['exec[migrate].command'])),   # that resource's: getparam...
    (_catalog(), _deps(['*'])),                  # a Ruby function read the catalog
    (_catalog(), {'probes': [], 'manifests': {}, 'exports': 0, 'collects': False}),
    (_catalog(value='/bin/other'), _deps()),     # something else set the value
    (_catalog(line=3), _deps()),                 # another statement declared it
    (_catalog(file=CHECKOUT + 'modules/other/modules/app/manifests/x.pp'), _deps()),
    (_catalog(file='/elsewhere/modules/app/manifests/x.pp'), _deps()),
    (_catalog(kind='defined_type'), _deps()),    # a define named as a built-in type
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
package { 'q': ensure => present }
ensure_packages(['q'])
File <| mode == '0644' |>
Exec <| title == 'x' or tag == 'y' |> { timeout => 3 }
host { 'h': ip => '10.0.0.1' }
$m = Host['h']['ip']
""", node='n', modulepath=stdlib)
    # type-wide for collectors; per resource for what reads one resource
    # (Package[p] did not exist when ensure_resource looked: nothing compared)
    assert sorted(catalog.compiler.attribute_uses) == [
        'exec.tag', 'exec.timeout', 'exec.title', 'file.mode', 'host[h].ip',
        'package[q].ensure', 'service[a].enable', 'service[a].ensure']


def test_a_namevar_that_repeats_the_title_is_left_out_as_puppet_does():
    # exec is not isomorphic: its command may change; equal to the title, Puppet's
    # catalog leaves it out
    text = "exec { '/usr/bin/migrate': command => '/usr/bin/migrate --old' }\n"
    edits = value_edits(text, text.replace(' --old', ''), 'modules/app/manifests/x.pp')
    base = _catalog(value='/usr/bin/migrate --old', line=1)
    base['resources'][0]['title'] = '/usr/bin/migrate'
    assert patch_catalog(base, _deps(), edits)['resources'][0]['parameters'] == {}
    back = value_edits(text.replace(' --old', ''), text, 'modules/app/manifests/x.pp')
    base['resources'][0]['parameters'] = {}
    assert patch_catalog(base, _deps(), back) is None     # not shown: cannot place it


def test_resources_after_moved_lines_move_with_them():
    text = "class a {\n  file { '/a': mode => '1' }\n  file { '/b': mode => '1' }\n}\n"
    new = text.replace("mode => '1' }\n  file", "mode => '2' }\n\n  # b\n  file")
    edits = value_edits(text, new, 'modules/a/manifests/init.pp')
    resource = lambda title, line: {'type': 'File', 'title': title, 'line': line,
                                    'file': CHECKOUT + 'modules/a/manifests/init.pp',
                                    'exported': False, 'kind': 'compilable_type',
                                    'parameters': {'mode': '1'}}
    base = {'resources': [resource('/a', 2), resource('/b', 3)], 'edges': []}
    patched = patch_catalog(base, _deps(), edits)
    assert [(r['title'], r['line'], r['parameters']) for r in patched['resources']] == [
        ('/a', 2, {'mode': '2'}), ('/b', 5, {'mode': '1'})]
    assert base['resources'][1]['line'] == 3
    base['resources'].append(resource('/c', 9))      # a line the file does not have
    assert patch_catalog(base, _deps(), edits) is None


def test_a_new_attribute_is_added_where_nothing_set_it():
    text = "file { '/a': mode => '1' }\n"
    edits = value_edits(text, text.replace("'1'", "'1', owner => 'r'"),
                        'modules/a/manifests/init.pp')
    base = _catalog(line=1, file=CHECKOUT + 'modules/a/manifests/init.pp')
    base['resources'][0].update(type='File', title='/a', parameters={'mode': '1'})
    patched = patch_catalog(base, _deps(), edits)
    assert patched['resources'][0]['parameters'] == {'mode': '1', 'owner': 'r'}
    base['resources'][0]['parameters']['owner'] = 'default'     # a resource default's
    assert patch_catalog(base, _deps(), edits) is None
    del base['resources'][0]['parameters']['owner']
    assert patch_catalog(base, _deps(['file.owner']), edits) is None   # an override's


def test_a_catalog_without_the_resource_is_the_same_catalog():
    base = {'resources': [], 'edges': []}
    assert patch_catalog(base, _deps(), _edit()) is base


PROFILE = """class profile::app(Integer $port = 80, String $name_ = 'app', Array[String] $opts = [],
                   $untyped = 'x', Optional[String] $maybe = undef, Sensitive[String] $secret = 'x',
                   Hash[String, Integer] $limits = {}, Any $anything = 1) {
  exec { 'migrate': command => '/bin/true' }
  file { '/etc/app.conf': content => "port=${port}" }
  $opts.each |$o| { notify { "opt ${o}": message => 'x' } }
}
define profile::site(Integer $port) { file { "/srv/${title}": content => 'x' } }
"""


def _computed_edits(old, new):
    return value_edits(PROFILE, PROFILE.replace(old, new), 'modules/profile/manifests/app.pp')


@pytest.mark.parametrize('old, new', [
    ('"port=${port}"', '"listen=${port}"'),
    ('"port=${port}"', '["port=${port}", $name_, {"k" => $port}]'),
    ("command => '/bin/true'", "command => '/bin/true', environment => [\"P=${port}\"] "),
    ('"port=${port}"', '"${limits} ${opts}"'),
    ('"port=${port}"', '"${maybe}"'),          # Optional: read back when not undef
])
def test_values_computed_from_the_class_parameters_qualify(old, new):
    (edit,) = _computed_edits(old, new)
    assert type(edit.new).__name__ == 'Computed'


@pytest.mark.parametrize('old, new', [
    ('"port=${port}"', '"${untyped}"'),        # may hold a Regexp, shown as a string
    ('"port=${port}"', '"${anything}"'),
    ('"port=${port}"', '"${secret}"'),
    ('"port=${port}"', '"${port + 1}"'),        # arithmetic may fail on some node
    ('"port=${port}"', '"${facts[\'fqdn\']}"'),  # not a parameter
    ('"port=${port}"', '"${profile::app::port}"'),
    ('"port=${port}"', 'String($port)'),
    ("message => 'x'", 'message => "${o} ${port}"'),   # a lambda's scope
    ("content => 'x'", 'content => "${port}"'),        # a define's parameters
])
def test_other_computed_values_do_not_qualify(old, new):
    assert _computed_edits(old, new) is None


def _profile_catalog(parameters, sensitive=(), content='port=80'):
    resources = [
        {'type': 'Class', 'title': 'Profile::App', 'tags': ['class'], 'exported': False,
         'parameters': parameters},
        {'type': 'File', 'title': '/etc/app.conf', 'line': 5, 'exported': False,
         'file': CHECKOUT + 'modules/profile/manifests/app.pp', 'kind': 'compilable_type',
         'parameters': {'content': content}}]
    if sensitive:
        resources[0]['sensitive_parameters'] = list(sensitive)
    return {'resources': resources, 'edges': []}


def test_computed_values_are_evaluated_on_each_nodes_parameters(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path))
    edits = _computed_edits('"port=${port}"', '["listen=${port}", $name_, "${opts}"]')
    for port, name, opts in [(80, 'app', []), (8080, "it's \\ ${x}", ['a', "b'"])]:
        base = _profile_catalog({'port': port, 'name_': name, 'opts': opts},
                                content='port=%d' % port)
        patched = patch_catalog(base, _deps(), edits)
        # Puppet 7 interpolates an array's strings unquoted: "[a, b']"
        assert patched['resources'][1]['parameters']['content'] == [
            'listen=%d' % port, name, '[%s]' % ', '.join(opts)]
    as_hash = _computed_edits('"port=${port}"', "{'port' => $port, 'name' => $name_}")
    patched = patch_catalog(_profile_catalog({'port': 81, 'name_': 'x', 'opts': []},
                                             content='port=81'), _deps(), as_hash)
    assert patched['resources'][1]['parameters']['content'] == {'port': 81, 'name': 'x'}
    wrong = _profile_catalog({'port': 80, 'name_': 'app', 'opts': []}, content='port=81')
    assert patch_catalog(wrong, _deps(), edits) is None     # not the declared value
    assert not any((tmp_path / 'parsed').glob('*'))     # one-off code: not in the parse cache


@pytest.mark.parametrize('parameters, sensitive', [
    ({'name_': 'app', 'opts': []}, ()),                    # port undef: not shown
    ({'port': 80, 'name_': 'app', 'opts': []}, ('port',)),
    ({'port': 80, 'name_': 'app', 'opts': [{'__ptype': 'Binary', '__pvalue': 'aGk='}]}, ()),
    ({'port': 80, 'name_': 'app', 'opts': [1.0e20]}, ()),
])
def test_computed_values_are_not_patched_when_parameters_cannot_be_read_back(
        parameters, sensitive):
    edits = _computed_edits('"port=${port}"', '["listen=${port}", $name_, "${opts}"]')
    assert patch_catalog(_profile_catalog(parameters, sensitive), _deps(), edits) is None
    assert patch_catalog({'resources': _profile_catalog(parameters)['resources'][1:]},
                         _deps(), edits) is None       # the class is not in the catalog


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


# Values computed from a profile's parameters, which Hiera sets per node and role.
COMPUTED_EDITS = {
    'interpolation': ('"${workers}\\n"', '"workers=${workers}\\n"'),
    'new_attribute': ("ensure => installed", 'ensure => installed, install_options => '
                      '["--workers=${workers}"]'),
    'literal_to_computed': ("ensure => installed", 'ensure => "${workers}"'),
}


@pytest.mark.parametrize('name', sorted(COMPUTED_EDITS))
def test_patched_computed_values_diff_as_compiling_every_node(name, checks_repo):
    root, base, facts, data_dir = checks_repo
    old, new = COMPUTED_EDITS[name]
    profile = 'modules/profile/manifests/web.pp'
    text = fleet_repo.FILES[profile]
    assert text.count(old) == 1
    fleet_repo.write_repo(root, {profile: text.replace(old, new),
                                 'modules/checks/manifests/init.pp':
                                 CHECKS['modules/checks/manifests/init.pp']})
    fleet_repo.commit_all(root, name)
    try:
        status, full = _diff(root, base, facts, data_dir)
        fast_status, fast = _diff(root, base, facts, data_dir, '--affected')
    finally:
        fleet_repo.write_repo(root, {profile: text})
        fleet_repo.commit_all(root, 'back')
    web = {n for n, role in fleet_repo.NODES.items() if role == 'web'}
    assert (fast_status, fast['groups']) == (status, full['groups'])
    assert {n for g in full['groups'] for n in g['nodes']} == web
    assert len(full['groups']) > 1        # the nodes' workers differ
    assert set(fast['affected']['patched']) == web


# A property: random literal edits anywhere in a repo whose code reads, overrides,
# collects and exports resources in many ways; --affected must diff exactly as
# compiling every node at both revisions, whether it patches or compiles.
PROPERTY_FILES = {
    'environment.conf': 'modulepath = modules\n',
    'manifests/site.pp': (
        "Package { ensure => 'present' }\n"
        "node /^web/ { include role::web }\n"
        "node /^db/ { include role::db }\n"
        "node default { include base }\n"),
    'modules/role/manifests/web.pp': 'class role::web { include base\n  include web }\n',
    'modules/role/manifests/db.pp': 'class role::db { include base\n  include db::tuned }\n',
    'modules/base/manifests/init.pp': (
        'class base {\n'
        "  file { ['/etc/motd', '/etc/issue']: ensure => file, mode => '0644', owner => 'root' }\n"
        "  package { 'vim': ensure => '8.2', install_options => ['--no-recommends'] }\n"
        "  @user { 'ops': ensure => present, uid => 1001, shell => '/bin/bash' }\n"
        "  @user { 'dev': ensure => present, uid => 1002, shell => '/bin/sh' }\n"
        "  User <| shell == '/bin/bash' |>\n"
        "  exec { 'refresh': command => '/usr/bin/true', refreshonly => true, timeout => 30 }\n"
        "  base::conf { 'main': value => 'one' }\n"
        "  if $facts['os']['family'] == 'Debian' {\n"
        "    service { 'cron': ensure => 'running', enable => true }\n"
        "  }\n"
        '}\n'),
    'modules/base/manifests/conf.pp': (
        'define base::conf(String $value) {\n'
        "  file { \"/etc/conf.d/${title}\": content => $value, mode => '0600' }\n"
        "  notify { \"conf ${title}\": message => 'configured', withpath => false }\n"
        '}\n'),
    'modules/web/manifests/init.pp': (
        "class web(Integer $workers = 2, Array[String] $flavors = ['a', \"b'\"]) {\n"
        "  package { 'nginx': ensure => installed, provider => 'apt' }\n"
        "  service { 'nginx': ensure => running, hasstatus => true }\n"
        "  @@host { $facts['fqdn']: ip => '10.0.0.1', host_aliases => ['web'] }\n"
        "  $port = Service['nginx']['hasstatus']\n"
        "  file { '/etc/nginx/port': content => \"${port}\", mode => '0640' }\n"
        "  file { '/etc/nginx/flavor': content => 'plain', owner => 'www-data' }\n"
        '}\n'),
    'modules/db/manifests/init.pp': (
        'class db {\n'
        "  package { 'postgresql': ensure => '15', provider => 'apt' }\n"
        "  file { '/etc/db.conf': ensure => file, content => 'max=100', mode => '0600' }\n"
        "  cron { 'vacuum': command => '/usr/bin/vacuumdb', hour => 3, minute => [0, 30] }\n"
        "  Host <<| |>>\n"
        '}\n'),
    'modules/db/manifests/tuned.pp': (
        'class db::tuned inherits db {\n'
        "  File['/etc/db.conf'] { mode => '0640' }\n"
        "  Cron <| title == 'vacuum' |> { weekday => 0 }\n"
        '}\n'),
}
PROPERTY_NODES = ('web1.example.com', 'web2.example.com', 'db1.example.com',
                  'other.example.com')


def _literal_values(root):
    """(file, start, end, text) of every literal attribute value in the repo's
    resource declarations, found with lazygraph's own parser."""
    from lazygraph.nodes.catalog import AttributeOperation, ResourceBody
    from lazygraph.nodes.data import Boxed
    from lazygraph.syntax.parser import parse
    found = []
    for relative in sorted(PROPERTY_FILES):
        if not relative.endswith('.pp'):
            continue
        text = open(os.path.join(root, relative)).read()

        def walk(node):
            if isinstance(node, AttributeOperation) and isinstance(node.parent, ResourceBody) \
                    and type(node.value) is Boxed and node.value.span is not None:
                span = node.value.span
                found.append((relative, span.start, span.end, text[span.start:span.end]))
            for child in node.children():
                walk(child)
        walk(parse(text, relative))
    return found


def _changed_literal(text, rng):
    if text.startswith(("'", '"')):
        return text[0] + text[1:-1] + '-x' + text[-1]
    if text in ('true', 'false'):
        return 'false' if text == 'true' else 'true'
    if text.isdigit():
        return str(int(text) + rng.randint(1, 9))
    return text + 'x'          # a bare word


@pytest.mark.slow
def test_random_literal_edits_diff_as_compiling_every_node(tmp_path):
    import random
    root = str(tmp_path / 'repo')
    fleet_repo.write_repo(root, PROPERTY_FILES)
    fleet_repo.git(root, 'init', '-q')
    base = fleet_repo.commit_all(root, 'base')
    facts = str(tmp_path / 'facts')
    os.makedirs(facts)
    for node in PROPERTY_NODES:
        host = node.split('.')[0]
        with open(os.path.join(facts, node + '.json'), 'w') as f:
            json.dump({'hostname': host, 'fqdn': node, 'os': {'family': 'Debian'}}, f)
    data_dir = str(tmp_path / 'data')
    rng = random.Random(7)
    values = _literal_values(root)
    assert len(values) > 20
    web_strings = [v for v in values if v[0] == 'modules/web/manifests/init.pp' and
                   v[3].startswith("'")]
    patched_total = computed_trials = 0
    for trial in range(12):
        fleet_repo.git(root, 'checkout', '-q', base, '--', '.')
        picked = rng.sample(values, rng.choice([1, 1, 2]))
        changes = {p: _changed_literal(p[3], rng) for p in picked}
        if rng.random() < 0.5:      # a string of class web computed from its parameters
            computed = rng.choice(web_strings)
            changes[computed] = '"${workers}-${flavors}"'
            computed_trials += 1
        for relative in {p[0] for p in changes}:
            path = os.path.join(root, relative)
            text = open(path).read()
            for p in sorted((p for p in changes if p[0] == relative), key=lambda p: -p[1]):
                text = text[:p[1]] + changes[p] + text[p[2]:]
            with open(path, 'w') as f:
                f.write(text)
        fleet_repo.commit_all(root, 'trial %d' % trial)
        status, full = _diff(root, base, facts, data_dir)
        fast_status, fast = _diff(root, base, facts, data_dir, '--affected')
        assert (fast_status, fast['groups']) == (status, full['groups']), picked
        patched_total += len(fast['affected']['patched'])
    assert patched_total > 0        # the sample exercised the patch, not only compiles
    assert computed_trials > 3


# Cases a review found unsound or crashing, each now diffing as compiling every
# node: (base files, new files, facts by node, nodes patched).
SITE = {'manifests/site.pp': 'node default { include app }\n'}
REVIEW_CASES = {
    # a main-manifest file and a module file with the same ending
    'same_file_ending': (
        {'manifests/site.pp': "node default { include foo::site }\nclass other {\n"
                              "  file { '/t': mode => '1' }\n}\n",
         'modules/foo/manifests/site.pp': "class foo::site {\n\n  file { '/t': mode => '1' }\n}\n"},
        {'manifests/site.pp': "node default { include foo::site }\nclass other {\n"
                              "  file { '/t': mode => '2' }\n}\n"},
        None, set()),
    # a collecting node reached by a literal edit and by an exporter's change
    'collector_also_follows_exports': (
        {'manifests/site.pp': "node default { include \"role_${facts['role']}\" }\n",
         'modules/role_web/manifests/init.pp':
             "class role_web { @@file { '/etc/lb/web1': content => 'v1', tag => 'lb' } }\n",
         'modules/role_lb/manifests/init.pp':
             "class role_lb {\n  package { 'haproxy': ensure => '1.0' }\n"
             "  File <<| tag == 'lb' |>>\n}\n"},
        {'modules/role_web/manifests/init.pp':
             "class role_web { @@file { '/etc/lb/web1': content => 'v2', tag => 'lb' } }\n",
         'modules/role_lb/manifests/init.pp':
             "class role_lb {\n  package { 'haproxy': ensure => '2.0' }\n"
             "  File <<| tag == 'lb' |>>\n}\n"},
        {'web1.example.com': {'role': 'web'}, 'lb1.example.com': {'role': 'lb'}}, set()),
    # a .pp file read as data by file()
    'pp_file_read_as_data': (
        dict(SITE, **{'modules/app/manifests/init.pp':
                      "class app { file { '/etc/x.pp': content => file('app/x.pp') } }\n",
                      'modules/app/files/x.pp': "notify { 'x': message => 'a' }\n"}),
        {'modules/app/files/x.pp': "notify { 'x': message => 'b' }\n"},
        None, set()),
    # exec's namevar made equal to its title: left out of the catalog
    'namevar_repeats_title': (
        dict(SITE, **{'modules/app/manifests/init.pp':
                      "class app {\n  exec { '/usr/bin/migrate': command => "
                      "'/usr/bin/migrate --old' }\n}\n"}),
        {'modules/app/manifests/init.pp':
         "class app {\n  exec { '/usr/bin/migrate': command => '/usr/bin/migrate' }\n}\n"},
        None, {'n1.example.com'}),
    # a define named as a vendored built-in type
    'define_named_as_a_type': (
        dict(SITE, **{'modules/cron/manifests/init.pp':
                      "define cron($command) { notify { \"cron ${title}\": message => $command } }\n",
                      'modules/app/manifests/init.pp': "class app { cron { 'x': command => 'a' } }\n"}),
        {'modules/app/manifests/init.pp': "class app { cron { 'x': command => 'b' } }\n"},
        None, set()),
    # a file too deep to compare: compiled, not an error
    'deep_file': (
        dict(SITE, **{'modules/app/manifests/init.pp':
                      "class app {\n  $x = %s\n  notify { 'n': message => 'a' }\n}\n"
                      % ' + '.join(['1'] * 1500)}),
        {'modules/app/manifests/init.pp':
         "class app {\n  $x = %s\n  notify { 'n': message => 'b' }\n}\n"
         % ' + '.join(['1'] * 1500)},
        None, set()),
    # resources declared inside another's attribute value
    'resource_in_a_value': (
        dict(SITE, **{'modules/app/manifests/init.pp':
                      "class app {\n  exec { '/bin/x': require => [package { 'curl': "
                      "ensure => '1.0' }] }\n  notify { 'a': message => String(file { '/b': "
                      "mode => '1' }) }\n}\n"}),
        {'modules/app/manifests/init.pp':
         "class app {\n  exec { '/bin/x': require => [package { 'curl': "
         "ensure => '2.0' }] }\n  notify { 'a': message => String(file { '/b': "
         "mode => '2' }) }\n}\n"},
        None, {'n1.example.com'}),
    # two node definitions on one line: an edit there touches both nodes
    'node_definitions_on_one_line': (
        {'manifests/site.pp': "node 'n1.example.com' { notify { 'a': message => '1' } } "
                              "node default { notify { 'b': message => '1' } }\n"},
        {'manifests/site.pp': "node 'n1.example.com' { notify { 'a': message => '2' } } "
                              "node default { notify { 'b': message => '1' } }\n"},
        {'n1.example.com': {}, 'n2.example.com': {}}, {'n1.example.com'}),
}


@pytest.mark.parametrize('name', sorted(REVIEW_CASES))
def test_review_cases_diff_as_compiling_every_node(name, tmp_path):
    base_files, new_files, nodes, patched = REVIEW_CASES[name]
    root = str(tmp_path / 'repo')
    fleet_repo.write_repo(root, dict({'environment.conf': 'modulepath = modules\n'},
                                     **base_files))
    fleet_repo.git(root, 'init', '-q')
    base = fleet_repo.commit_all(root, 'base')
    fleet_repo.write_repo(root, new_files)
    fleet_repo.commit_all(root, 'edit')
    facts = tmp_path / 'facts'
    facts.mkdir()
    for node, given in (nodes or {'n1.example.com': {}}).items():
        (facts / (node + '.json')).write_text(json.dumps(dict(
            {'hostname': node.split('.')[0], 'fqdn': node}, **given)))
    data_dir = str(tmp_path / 'data')
    status, full = _diff(root, base, str(facts), data_dir)
    fast_status, fast = _diff(root, base, str(facts), data_dir, '--affected')
    assert (fast_status, fast['groups']) == (status, full['groups'])
    assert set(fast['affected']['patched']) == patched
    assert status == 2 or name == 'same_file_ending'
