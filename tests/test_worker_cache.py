"""What a fleet worker keeps from node to node (fleet/runner.py Worker): Puppet
files and Hiera data parsed once per content (syntax/code_cache.py,
data/files.py DataFileCache), one store connection. Every compile works on its
own copy, so each catalog is the one a compile sharing nothing gives."""
import gc
import json
import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

import lazygraph
from lazygraph.data.files import DataFileCache
from lazygraph.data.lookup import Settings
from lazygraph.nodes.definitions import LazyBody
from lazygraph.outputs.catalog_json import comparable
from lazygraph.syntax.code_cache import CodeCache

import fleet_repo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Beside the fleet repo: a define declared many times (its body copied for each
# instance), a class nested in a class, a parameter default read from facts, an
# EPP template rendered for every instance, an ERB template reading facts and a
# variable through a literal regex.
EXTRA = {
    'modules/profile/manifests/users.pp': (
        'class profile::users(Array[String] $names = [$facts[\'hostname\'], \'ops\']) {\n'
        '  class inner { notify { "inner ${facts[\'hostname\']}": } }\n'
        '  include profile::users::inner\n'
        '  profile::user { $names: shell => $facts[\'role\'] ? { \'db\' => \'/bin/sh\', '
        'default => \'/bin/bash\' } }\n'
        '}\n'),
    'modules/profile/manifests/user.pp': (
        'define profile::user(String $shell, Integer $uid = 1000 + length($title)) {\n'
        '  if $title == \'ops\' { $home = \'/srv/ops\' } else { $home = "/home/${title}" }\n'
        '  user { $title: shell => $shell, uid => $uid, home => $home }\n'
        '  file { "${home}/.motd": content => epp(\'profile/user.epp\', '
        '{ \'name\' => $title }) }\n'
        '  file { "${home}/.profile": content => template(\'profile/profile.erb\') }\n'
        '}\n'),
    'modules/profile/templates/profile.erb': (
        '# <%= @title %> on <%= @facts["hostname"] %>\n'
        '<% if @shell =~ /bash$/ -%>export PS1="<%= @home.sub(/^\\/(home|srv)\\//, "") %> $ "\n'
        '<% else -%>PS1=\'$ \'\n<% end -%>\n'),
    'modules/profile/templates/user.epp': '<%- | String $name | -%>\n'
                                          'hello <%= $name %> on <%= $facts["fqdn"] %>\n',
    'modules/role/manifests/web.pp': 'class role::web { include profile::base\n'
                                     '  include profile::web\n  include profile::users }\n',
    'modules/role/manifests/db.pp': 'class role::db { include profile::base\n'
                                    '  include profile::db\n  include profile::users }\n',
}


@pytest.fixture
def env(tmp_path):
    root = fleet_repo.write_repo(str(tmp_path / 'env'), dict(fleet_repo.FILES, **EXTRA))
    facts = fleet_repo.write_facts(str(tmp_path / 'facts'))
    return root, facts


def compiled(root, facts_dir, node, **caches):
    with open(os.path.join(facts_dir, node + '.json')) as f:
        facts = json.load(f)
    modules = os.path.join(root, 'modules')
    catalog = lazygraph.compile(os.path.join(root, 'manifests', 'site.pp'), node=node,
                                facts=facts, modulepath=modules,
                                data=Settings(environment_dir=root, modulepath=[modules]),
                                **caches)
    return comparable(catalog.to_data())


def graph_nodes(graph):
    """Every node of a graph, bodies still held as data left as they are."""
    stack = [graph]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, LazyBody) and node.is_lazy():
            stack.extend(node.params or ())
            template = node._lazy_body[1].template
            if template is not None:
                stack.append(template)
            continue
        stack.extend(node.children())


@pytest.mark.parametrize('parse_cache', [True, False], ids=['parse-cache', 'no-parse-cache'])
def test_nodes_compiled_by_one_worker_get_the_catalogs_of_fresh_compiles(env, parse_cache,
                                                                       monkeypatch):
    if not parse_cache:
        monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    root, facts = env
    nodes = sorted(fleet_repo.NODES)
    fresh = {node: compiled(root, facts, node) for node in nodes}
    code, data = CodeCache(), DataFileCache()
    # Twice round, roles interleaved: a node after another of its role and after others.
    for node in nodes + nodes[::-1]:
        assert compiled(root, facts, node, code_cache=code, data_cache=data) == fresh[node], \
            node
    users = [r['title'] for r in fresh['db1.example.com']['resources'] if r['type'] == 'User']
    assert users == ['db1', 'ops']      # the define's body ran twice in that compile
    # Each file's graph was made once: later compiles copied it.
    made = code.made
    compiled(root, facts, 'web2.example.com', code_cache=code, data_cache=data)
    assert code.made == made
    # The templates themselves were never evaluated: no memo anywhere in them.
    templates = list(code._templates.values())
    assert templates
    for template in templates:
        for node in graph_nodes(template):
            assert node.states() == [], (type(node).__name__, node.span)


def test_a_worker_opens_the_parse_cache_once_for_all_its_compiles(env, monkeypatch):
    """Opening checks the cache directory and its ancestors: once a worker, not
    a node; a file new to the worker is still read from it."""
    from lazygraph.syntax.parse_cache import ParseCache
    root, facts = env
    nodes = ('web1.example.com', 'db1.example.com', 'web2.example.com')
    fresh = {node: compiled(root, facts, node) for node in nodes}   # parse cache filled
    opened = []
    real_open = ParseCache.open.__func__
    monkeypatch.setattr(ParseCache, 'open', classmethod(
        lambda cls, *args, **kwargs: opened.append(1) or real_open(cls, *args, **kwargs)))
    code = CodeCache()
    for node in nodes:
        assert compiled(root, facts, node, code_cache=code) == fresh[node]
    assert len(opened) == 1
    assert code._persistent.hits > 0 and code._persistent.misses == 0


def test_an_erb_template_is_compiled_once_per_worker_and_rendered_per_compile(env):
    root, facts = env
    code = CodeCache()
    for node in ('db1.example.com', 'web1.example.com', 'db1.example.com'):
        catalog = compiled(root, facts, node, code_cache=code)
        assert catalog == compiled(root, facts, node)
        host = node.split('.')[0]
        profiles = {r['title']: r['parameters']['content'] for r in catalog['resources']
                    if r['title'].endswith('/.profile')}
        shell_line = ('PS1=\'$ \'' if host.startswith('db')
                      else 'export PS1="%s $ "' % host)
        assert profiles['/home/%s/.profile' % host] == '# %s on %s\n%s\n' % (host, host,
                                                                            shell_line)
        # compiled by the first compile, then shared
        assert [filename for filename, _ in code._erb] == [
            os.path.join(root, 'modules', 'profile', 'templates', 'profile.erb')]


def edit(path, old, new):
    """Replace ``old`` (which must be there) with ``new`` in the file at ``path``."""
    with open(path) as f:
        text = f.read()
    assert old in text, (path, old)
    with open(path, 'w') as f:
        f.write(text.replace(old, new))


def test_a_file_changed_between_two_nodes_is_read_as_it_is_now(env):
    root, facts = env
    code, data = CodeCache(), DataFileCache()
    before = compiled(root, facts, 'db1.example.com', code_cache=code, data_cache=data)
    edit(os.path.join(root, 'modules', 'profile', 'manifests', 'user.pp'),
         "uid => $uid,", "uid => $uid + 1,")
    after = compiled(root, facts, 'db1.example.com', code_cache=code, data_cache=data)
    assert after == compiled(root, facts, 'db1.example.com') != before


def test_an_epp_template_changed_between_two_nodes_is_rendered_as_it_is_now(env):
    """epp() renders copies of the worker's own template: a changed file is a new
    template, and each rendering binds its own parameters."""
    root, facts = env
    code, data = CodeCache(), DataFileCache()
    before = compiled(root, facts, 'db1.example.com', code_cache=code, data_cache=data)
    assert compiled(root, facts, 'web1.example.com', code_cache=code, data_cache=data) == \
        compiled(root, facts, 'web1.example.com')
    edit(os.path.join(root, 'modules', 'profile', 'templates', 'user.epp'), 'hello', 'welcome')
    after = compiled(root, facts, 'db1.example.com', code_cache=code, data_cache=data)
    assert after == compiled(root, facts, 'db1.example.com') != before
    motd = [r['parameters']['content'] for r in after['resources']
            if r['title'] == '/home/db1/.motd']
    assert motd == ['welcome db1 on db1.example.com\n']


def test_each_compile_has_its_own_copy_of_a_body_evaluated_many_times(env):
    """The define's body is copied from one template for each instance, in every
    compile: what one instance resolved ($home) never shows in another."""
    root, facts = env
    code = CodeCache()
    for node in ('db1.example.com', 'web1.example.com'):
        catalog = compiled(root, facts, node, code_cache=code)
        homes = sorted(r['parameters']['home'] for r in catalog['resources']
                       if r['type'] == 'User')
        host = node.split('.')[0]
        assert homes == sorted(['/srv/ops', '/home/' + host])


def test_a_fleet_run_leaves_a_whole_store_file(tmp_path):
    """Workers keep their store connection open (their commits in SQLite's
    journal); at the end of a run the store file alone holds every node's exports,
    so a copy of that file (what `diff --affected` makes of a base run) is whole."""
    root = fleet_repo.write_repo(str(tmp_path / 'env'))
    facts = fleet_repo.write_facts(str(tmp_path / 'facts'))
    store = str(tmp_path / 's.sqlite')
    result = subprocess.run(
        [sys.executable, '-m', 'lazygraph', 'fleet', '--environment-dir', root, '--facts-dir',
         facts, '-j', '2', '--store', store, '--quiet'], capture_output=True, text=True,
        env=dict(os.environ, PYTHONPATH=ROOT), timeout=300)
    assert result.returncode == 0, result.stderr
    copy = str(tmp_path / 'copy.sqlite')
    shutil.copy(store, copy)          # the file alone, not its -wal journal
    connection = sqlite3.connect(copy)
    try:
        nodes = {n for (n,) in connection.execute('SELECT certname FROM nodes')}
        exports = connection.execute("SELECT COUNT(*) FROM resources WHERE type = 'File'")
        assert nodes == set(fleet_repo.NODES)
        assert exports.fetchone()[0] == 4      # web1, web2, web3, special export one each
    finally:
        connection.close()


def test_a_settled_file_is_read_once_and_a_changed_one_again(tmp_path, monkeypatch):
    """text_cache.TextCache: a file left alone longer than SETTLE_NS is served from
    the cache while its stat is the same; a change (same size too) is read."""
    from lazygraph import text_cache
    path = tmp_path / 'a.pp'
    path.write_text("notify { 'a': }\n")
    later = text_cache.time.time_ns() + 10 * text_cache.SETTLE_NS
    monkeypatch.setattr(text_cache, '_now', lambda: later)
    cache = text_cache.TextCache()
    first = cache.get(str(path))
    assert cache.get(str(path)) is first and cache.reads == 1
    path.write_text("notify { 'b': }\n")          # same size, now
    assert cache.get(str(path)).text == "notify { 'b': }\n" and cache.reads == 2


def test_a_file_changed_just_now_is_not_trusted_to_its_stat(tmp_path):
    """Git's racy case: two writes within the clock's granularity keep the stat;
    a text read that soon after a change is read again next time."""
    from lazygraph import text_cache
    path = tmp_path / 'a.pp'
    path.write_text("notify { 'a': }\n")
    cache = text_cache.TextCache()
    cache.get(str(path))
    info = os.stat(path)
    path.write_text("notify { 'b': }\n")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))   # the same mtime again
    assert cache.get(str(path)).text == "notify { 'b': }\n" and cache.reads == 2


def test_a_value_a_compile_takes_from_shared_data_is_its_own(tmp_path):
    """A worker's parsed data files are shared by its compiles; a found value
    is a copy, so what one compile does to it never reaches another's."""
    from lazygraph.data.lookup import Session
    env = tmp_path / 'env'
    (env / 'data').mkdir(parents=True)
    (env / 'hiera.yaml').write_text('version: 5\nhierarchy:\n  - name: common\n'
                                    '    path: common.yaml\n')
    (env / 'data' / 'common.yaml').write_text('servers: [a, b]\nopts: {x: [1]}\n')
    cache = DataFileCache()

    def session():
        return Session(Settings(environment_dir=str(env)), lambda name: None,
                       file_cache=cache)
    first = session()
    servers, opts = first.lookup_key('servers'), first.lookup_key('opts')
    servers.append('changed')
    opts['x'].append(2)
    again = session()
    assert again.lookup_key('servers') == ['a', 'b']
    assert again.lookup_key('opts') == {'x': [1]}
    assert cache.parses == 2            # hiera.yaml and common.yaml, once each


@pytest.mark.skipif(not hasattr(gc, 'freeze'),
                    reason='gc.freeze is CPython\'s (PyPy\'s collector frees as it goes)')
def test_a_worker_collects_between_nodes_and_hands_frozen_objects_back(env):
    """The cyclic GC runs after each node (the node's garbage), with what the
    worker keeps frozen out of its sight; close() unfreezes it."""
    from lazygraph.fleet.runner import FleetJob, Worker, compile_node
    if gc.get_freeze_count():
        pytest.skip('something else froze objects in this process')
    root, facts = env
    job = FleetJob(os.path.join(root, 'manifests', 'site.pp'), os.path.join(root, 'modules'),
                   Settings(environment_dir=root, modulepath=[os.path.join(root, 'modules')]),
                   {}, None, None, root=root)
    worker = Worker()
    try:
        for node in sorted(fleet_repo.NODES)[:2]:
            result = compile_node(job, node, os.path.join(facts, node + '.json'), worker)
            assert result['ok'], result
            assert gc.get_freeze_count() > 0
            assert gc.get_count()[0] < 100      # the node's objects were collected
    finally:
        worker.close()
    assert gc.get_freeze_count() == 0


def test_keys_asked_through_a_worker_code_cache_are_answered_from_their_cone(env):
    """`get` with a worker's CodeCache reads unloaded module files' footprints
    and templates' verdicts through it (SessionCode hands them to the parse
    cache): the same answers as a fresh compile, twice round (the second from
    the index the first recorded)."""
    root, facts = env
    node = 'db1.example.com'
    with open(os.path.join(facts, node + '.json')) as f:
        node_facts = json.load(f)
    modules = os.path.join(root, 'modules')
    fresh = compiled(root, facts, node)
    code, data = CodeCache(), DataFileCache()
    asked = [r for r in fresh['resources'] if r['type'] in ('File', 'User', 'Notify')]
    assert asked
    for _ in range(2):
        for resource in asked:
            key = '%s[%s]' % (resource['type'], resource['title'])
            for attr, value in sorted(resource.get('parameters', {}).items()):
                lazy = lazygraph.load(os.path.join(root, 'manifests', 'site.pp'), node=node,
                                      facts=node_facts, modulepath=modules,
                                      data=Settings(environment_dir=root, modulepath=[modules]),
                                      code_cache=code, data_cache=data)
                assert lazy.resolve(key, attr) == value, (key, attr)


@pytest.mark.parametrize('parse_cache', [True, False], ids=['parse-cache', 'no-parse-cache'])
def test_a_key_in_a_class_of_the_manifest_itself_through_a_worker_code_cache(
        tmp_path, parse_cache, monkeypatch):
    """The cone judges the manifest's own classes as leaves from their file's
    footprints through the worker's SessionCode (it failed: SessionCode had no
    footprints()); without a parse cache it has none and loads each class."""
    if not parse_cache:
        monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    site = tmp_path / 'site.pp'
    site.write_text(''.join('class c%d { file { "/c%d": content => "c%d" } }\n' % (i, i, i)
                            for i in range(5)) +
                    'class b($x = "b") { file { "/b": content => "${x}!" } }\n'
                    'include c0, c1, c2\nclass { "b": x => "given" }\ninclude c3, c4\n')
    code = CodeCache()
    for _ in range(2):
        for key, value in [('File[/b]', 'given!'), ('File[/c3]', 'c3')]:
            lazy = lazygraph.load(str(site), node='n', facts={}, code_cache=code)
            assert lazy.resolve(key, 'content') == value
