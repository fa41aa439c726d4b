"""`lazygraph diff`: catalogs, fleets, code versions, and `--affected`, which must
never miss a node whose catalog changes (checked against compiling every node)."""
import json
import os
import shutil
import subprocess
import sys

import pytest

import lazygraph
from lazygraph.fleet.affected import Change, affected_nodes, touches
from lazygraph.fleet.diff import CatalogDiff, Filters, FleetDiff

import fleet_repo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, cwd=None):
    return subprocess.run([sys.executable, '-m', 'lazygraph'] + list(args), cwd=cwd,
                          capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, PYTHONPATH=ROOT))


def catalog(code, node='n1.example.com'):
    return lazygraph.compile(code, node=node).to_data()


OLD = ("file { '/etc/motd': content => 'hi', mode => '0644' }\n"
       "package { 'vim': }\nnotify { 'x': before => Package['vim'] }\n")
NEW = ("file { '/etc/motd': content => 'hello', owner => 'root' }\n"
       "service { 'sshd': }\nnotify { 'x': }\n")


def test_catalog_diff_lists_resources_parameters_and_edges():
    diff = CatalogDiff(catalog(OLD), catalog(NEW), Filters())
    assert diff.added == ['Service[sshd]'] and diff.removed == ['Package[vim]']
    assert diff.changed['File[/etc/motd]'] == {'content': ('hi', 'hello'),
                                                'mode': ('0644', None),
                                                'owner': (None, 'root')}
    assert diff.changed['Notify[x]'] == {'before': ('Package[vim]', None)}
    assert ('Class[main]', 'Service[sshd]') in diff.edges_added
    assert ('Class[main]', 'Package[vim]') in diff.edges_removed
    assert not diff.empty
    assert CatalogDiff(catalog(OLD), catalog(OLD), Filters()).empty
    lines = diff.text_lines()
    assert '~ File[/etc/motd]' in lines and '    content: "hi" -> "hello"' in lines
    assert '    mode: "0644" -> absent' in lines and '+ Service[sshd]' in lines


def test_filters():
    old, new = catalog(OLD), catalog(NEW)
    diff = CatalogDiff(old, new, Filters(attributes=['File.content', 'before'],
                                         types=['package', 'SERVICE']))
    assert diff.added == diff.removed == []
    assert diff.changed == {'File[/etc/motd]': {'mode': ('0644', None),
                                                'owner': (None, 'root')}}
    assert all('Package' not in e and 'Service' not in e[1] for e in diff.edges_removed)
    moved = catalog("\n\n" + OLD)
    assert CatalogDiff(catalog(OLD), moved, Filters()).empty
    assert 'line' in CatalogDiff(catalog(OLD), moved, Filters(positions=True)) \
        .changed['File[/etc/motd]']
    tagged = catalog(OLD.replace("mode => '0644'", "mode => '0644', tag => 'extra'"))
    assert set(CatalogDiff(catalog(OLD), tagged, Filters()).changed['File[/etc/motd]']) == \
        {'tags', 'tag'}
    assert CatalogDiff(catalog(OLD), tagged, Filters(attributes=['tag'], tags=True)).empty


def test_fleet_diff_groups_identical_changes():
    old = {n: catalog(OLD, n) for n in ('a', 'b', 'c', 'd', 'gone')}
    new = {n: catalog(OLD, n) for n in ('a', 'new')}
    for n in ('b', 'c', 'd'):
        new[n] = catalog(OLD.replace("'hi'", "'hey'"), n)
    new['d'] = catalog(NEW, 'd')
    fleet = FleetDiff(old, new, Filters())
    data = fleet.to_data()
    assert (data['compared'], data['changed'], data['unchanged']) == (4, 3, 1)
    assert data['only_old'] == ['gone'] and data['only_new'] == ['new']
    assert [g['nodes'] for g in data['groups']] == [['b', 'c'], ['d']]
    assert data['groups'][0]['change'] == 'File[/etc/motd] content changed'
    text = fleet.text_lines()
    assert '2 nodes: File[/etc/motd] content changed' in text and '  (b, c)' in text


def test_cli_on_files_and_directories(tmp_path):
    for side, code in (('old', OLD), ('new', NEW)):
        (tmp_path / side).mkdir()
        for node in ('a.example.com', 'b.example.com'):
            (tmp_path / side / (node + '.json')).write_text(json.dumps(catalog(code, node)))
    (tmp_path / 'old' / 'summary.json').write_text('{"nodes": 2}')
    same = run('diff', str(tmp_path / 'old' / 'a.example.com.json'),
               str(tmp_path / 'old' / 'b.example.com.json'), '--ignore-attribute', 'name')
    assert same.returncode == 0 and same.stdout.strip() == 'no differences'
    differ = run('diff', str(tmp_path / 'old'), str(tmp_path / 'new'))
    assert differ.returncode == 2
    assert differ.stdout.startswith('2 nodes compared: 2 changed, 0 unchanged')
    as_json = json.loads(run('diff', str(tmp_path / 'old'), str(tmp_path / 'new'),
                             '--format', 'json').stdout)
    assert as_json['groups'][0]['nodes'] == ['a.example.com', 'b.example.com']
    (tmp_path / 'bad.json').write_text('{"resources": ')
    bad = run('diff', str(tmp_path / 'bad.json'), str(tmp_path / 'old' / 'a.example.com.json'))
    assert bad.returncode == 1 and 'bad.json: not a catalog (JSON)' in bad.stderr
    assert 'Traceback' not in bad.stderr
    missing = run('diff', str(tmp_path / 'nope.json'), str(tmp_path / 'bad.json'))
    assert missing.returncode == 1 and 'nope.json: no such file' in missing.stderr
    (tmp_path / 'failed.json').write_text('{"error": "x.pp:1:1: error: boom"}')
    failed = run('diff', str(tmp_path / 'failed.json'), str(tmp_path / 'old' / 'a.example.com.json'))
    assert failed.returncode == 2 and '! old side failed: x.pp:1:1: error: boom' in failed.stdout


@pytest.fixture
def repo(tmp_path):
    root = str(tmp_path / 'repo')
    base = fleet_repo.init_repo(root)
    facts = fleet_repo.write_facts(str(tmp_path / 'facts'))
    return root, base, facts


def edit(root, relative, change):
    path = os.path.join(root, relative)
    text = open(path).read() if os.path.exists(path) else ''
    new = change(text)
    if new is None:
        os.remove(path)
    else:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(new)


def test_code_versions_by_git_revision(repo):
    root, base, facts = repo
    edit(root, 'modules/profile/manifests/db.pp',
         lambda t: t.replace("ensure => running", "ensure => stopped"))
    fleet_repo.commit_all(root, 'stop the database')
    result = run('diff', '--repo', root, '--from-ref', base, '--to-ref', 'HEAD', '--facts-dir',
                 facts, '-j', '2', '--quiet')
    assert result.returncode == 2, result.stderr
    assert '2 nodes: Service[postgresql] ensure changed' in result.stdout
    assert '(db1.example.com, db2.example.com)' in result.stdout
    assert '8 nodes compared: 2 changed, 6 unchanged' in result.stdout
    bad = run('diff', '--repo', root, '--from-ref', 'nosuchref', '--to-ref', 'HEAD',
              '--facts-dir', facts)
    assert bad.returncode == 1 and "no git revision 'nosuchref'" in bad.stderr


# Changes to the fleet repo, and the nodes each must at least touch.
MUTATIONS = {
    'profile_db': ('modules/profile/manifests/db.pp',
                   lambda t: t.replace('running', 'stopped')),
    'template': ('modules/profile/templates/motd.epp', lambda t: t + 'extra line\n'),
    'new_node_data': ('data/nodes/web2.example.com.yaml',
                      lambda t: 'profile::web::workers: 16\n'),
    'role_data': ('data/role/web.yaml', lambda t: 'profile::web::workers: 6\n'),
    'removed_node_data': ('data/nodes/web1.example.com.yaml', lambda t: None),
    'special_block': ('manifests/site.pp', lambda t: t.replace("notify { 'special': }",
                                                              "notify { 'very special': }")),
    'top_level': ('manifests/site.pp', lambda t: t + "notify { 'everyone': }\n"),
    'module_data': ('modules/ntp/data/common.yaml', lambda t: 'ntp::servers: [c.pool]\n'),
    'exports': ('modules/profile/manifests/web.pp',
                lambda t: t.replace("tag => 'lb'", "tag => 'lb', owner => 'lb'")),
    'role_lb': ('modules/role/manifests/lb.pp', lambda t: t.replace(
        'include profile::lb', "include profile::lb\n  notify { 'lb': }")),
    'unused_module': ('modules/unused/manifests/init.pp', lambda t: 'class unused {}\n'),
    'readme': ('modules/profile/README.md', lambda t: 'A profile module.\n'),
    'hiera_config': ('hiera.yaml', lambda t: t.replace('common.yaml', 'common.yaml\n'
                                                      '  - name: extra\n    path: x.yaml')),
    'ruby_function': ('modules/profile/lib/puppet/functions/profile/x.rb',
                      lambda t: '# a Ruby function\n'),
}


# The mutations whose nodes --affected patches without compiling (fleet/patch.py):
# a literal value edit, on the nodes that declare the resource.
PATCHED = {'profile_db': {'db1.example.com', 'db2.example.com'}}


@pytest.mark.parametrize('name', sorted(MUTATIONS))
def test_affected_never_misses_a_changed_node(name, repo, tmp_path):
    """--affected against compiling every node at both revisions: every node whose
    catalog changed is among the affected, and the reported diff is the same."""
    root, base, facts = repo
    relative, change = MUTATIONS[name]
    edit(root, relative, change)
    fleet_repo.commit_all(root, name)
    data_dir = str(tmp_path / 'data')
    everything = run('diff', '--repo', root, '--from-ref', base, '--to-ref', 'HEAD',
                     '--facts-dir', facts, '-j', '2', '--quiet', '--format', 'json')
    assert everything.returncode in (0, 2), everything.stderr
    env = dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_DATA_DIR=data_dir)
    affected = subprocess.run(
        [sys.executable, '-m', 'lazygraph', 'diff', '--repo', root, '--from-ref', base,
         '--to-ref', 'HEAD', '--facts-dir', facts, '-j', '2', '--quiet', '--format', 'json',
         '--affected'], capture_output=True, text=True, env=env, timeout=600)
    assert affected.returncode == everything.returncode, affected.stderr
    full, fast = json.loads(everything.stdout), json.loads(affected.stdout)
    changed = {n for g in full['groups'] for n in g['nodes']}
    assert changed <= set(fast['affected']['affected'])
    assert fast['groups'] == full['groups']
    compiled = set(fast['affected']['affected']) - set(fast['affected']['patched'])
    assert fast['affected']['compiles_saved'] == 8 - len(compiled)
    assert set(fast['affected']['patched']) == PATCHED.get(name, set())


def test_affected_compiles_only_what_a_profile_reaches(repo, tmp_path):
    root, base, facts = repo
    # A new attribute whose value is not a literal: the nodes are compiled, not patched.
    edit(root, 'modules/profile/manifests/db.pp',
         lambda t: t.replace('ensure => running', 'ensure => running, enable => $port > 0'))
    fleet_repo.commit_all(root, 'db')
    env = dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_DATA_DIR=str(tmp_path / 'data'))
    args = [sys.executable, '-m', 'lazygraph', 'diff', '--repo', root, '--from-ref', base,
            '--to-ref', 'HEAD', '--facts-dir', facts, '-j', '1', '--quiet', '--affected']
    first = subprocess.run(args, capture_output=True, text=True, env=env, timeout=600)
    assert first.returncode == 2, first.stderr
    assert '--affected: 2 of 8 nodes compiled at the new revision, 6 compiles saved' in \
        first.stdout
    runs = os.listdir(tmp_path / 'data' / 'runs')
    assert len(runs) == 1      # the base run, kept for the next comparison
    again = subprocess.run(args, capture_output=True, text=True, env=env, timeout=600)
    assert again.stdout == first.stdout


def test_touches_rules():
    deps = {'probes': ['modules/a/manifests/init.pp', 'data/nodes/x.yaml', 'data/g/**'],
            'manifests': {'manifests/site.pp': [[10, 20]]}, 'exports': 0, 'collects': False}
    assert touches(Change('modules/a/manifests/init.pp', 'M', [(1, 1)]), deps)
    assert not touches(Change('modules/b/manifests/init.pp', 'A'), deps)
    assert touches(Change('data/g/new.yaml', 'A'), deps)
    assert touches(Change('modules/b/lib/puppet/type/x.rb', 'A'), deps)
    assert touches(Change('environment.conf', 'M', [(1, 1)]), deps)
    assert not touches(Change('manifests/site.pp', 'M', [(12, 3)]), deps)
    assert not touches(Change('manifests/site.pp', 'M', [(15, 0)]), deps)
    assert touches(Change('manifests/site.pp', 'M', [(19, 3)]), deps)
    assert touches(Change('manifests/site.pp', 'M', [(20, 0)]), deps)
    assert touches(Change('anything', 'M'), None)
    exporter = dict(deps, exports=2)
    collector = dict(deps, probes=[], collects=True)
    bystander = dict(deps, probes=[])
    assert affected_nodes({'e': exporter, 'c': collector, 'b': bystander},
                          [Change('data/nodes/x.yaml', 'M', [(1, 1)])]) == ['c', 'e']


def test_a_catalog_on_both_sides_is_no_difference_and_unread_ones_stay_unread(tmp_path):
    """--affected reads only the base catalogs of nodes compiled again (or failed):
    each other node maps to one placeholder on both sides, which is no difference;
    a failed node is still reported failed."""
    from lazygraph.fleet.diff import read_side
    (tmp_path / 'a.json').write_text(json.dumps({'resources': [
        {'type': 'Notify', 'title': 'x', 'parameters': {}}], 'edges': []}))
    (tmp_path / 'b.json').write_text(json.dumps({'error': 'b.pp:1: boom'}))
    (tmp_path / 'c.json').write_text('not read, so not checked')
    old = read_side(str(tmp_path), only={'a', 'b'})
    assert old['a']['resources'][0]['title'] == 'x' and old['c'] == {'resources': [],
                                                                     'edges': []}
    new = dict(old, a={'resources': [], 'edges': []})
    data = FleetDiff(old, new, Filters()).to_data()
    assert (data['compared'], data['changed'], data['failed']) == (3, 2, ['b'])
    assert sorted(n for g in data['groups'] for n in g['nodes']) == ['a', 'b']   # not c


def test_code_versions_with_ruby_functions(tmp_path):
    """`diff --ruby` calls the modules' Ruby functions on both sides, as `fleet --ruby`."""
    function = ("Puppet::Functions.create_function(:'m::greeting') do\n"
                "  def greeting(name)\n    \"%s, #{name}\"\n  end\nend\n")
    for side, word in (('old', 'hello'), ('new', 'welcome')):
        fleet_repo.write_repo(str(tmp_path / side), {
            'environment.conf': 'modulepath = modules\n',
            'manifests/site.pp': "notify { 'greeting': message => m::greeting('ops') }\n",
            'modules/m/lib/puppet/functions/m/greeting.rb': function % word})
    facts = tmp_path / 'facts'
    facts.mkdir()
    (facts / 'a.example.com.json').write_text('{"hostname": "a"}')
    args = ('diff', '--from-dir', str(tmp_path / 'old'), '--to-dir', str(tmp_path / 'new'),
            '--facts-dir', str(facts), '-j', '1', '--quiet')
    without = run(*args)
    assert without.returncode == 2 and "m::greeting' is implemented in Ruby" in without.stdout
    result = run(*args, '--ruby')
    assert result.returncode == 2, result.stderr
    assert 'message: "hello, ops" -> "welcome, ops"' in result.stdout


def test_failed_compiles_name_repository_paths(repo, tmp_path):
    """A node failing at a revision is reported with the file's path in the
    repository, not in the temporary checkout it was compiled from."""
    root, base, facts = repo
    edit(root, 'modules/profile/manifests/db.pp',
         lambda t: t.replace("  service {", "  fail('no database today')\n  service {"))
    fleet_repo.commit_all(root, 'fail')
    env = dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_DATA_DIR=str(tmp_path / 'data'))
    for extra in ([], ['--affected']):
        result = subprocess.run(
            [sys.executable, '-m', 'lazygraph', 'diff', '--repo', root, '--from-ref', base,
             '--to-ref', 'HEAD', '--facts-dir', facts, '-j', '2', '--quiet'] + extra,
            capture_output=True, text=True, env=env, timeout=600)
        assert result.returncode == 2, result.stderr
        assert '! new side failed: modules/profile/manifests/db.pp:2:3: ' in result.stdout
        assert 'lazygraph-diff-' not in result.stdout
