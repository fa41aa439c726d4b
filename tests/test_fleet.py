"""`lazygraph fleet`: many nodes in worker processes or on a Dask cluster, two
passes for exported resources, a summary; faults stay with the node they hit."""
import gc
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from lazygraph.fleet.store import open_store
from lazygraph.outputs.catalog_json import comparable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPORTS = os.path.join(ROOT, 'tests', 'conformance', 'exports')


def lazygraph(*args, cwd=None, timeout=300, env=None):
    return subprocess.run([sys.executable, '-m', 'lazygraph'] + list(args), cwd=cwd,
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, PYTHONPATH=ROOT, **(env or {})))


def facts_dir(tmp_path, names, extra=None):
    directory = tmp_path / 'facts'
    directory.mkdir(exist_ok=True)
    for name in names:
        facts = {'hostname': name.split('.')[0], 'fqdn': name}
        facts.update((extra or {}).get(name, {}))
        (directory / (name + '.json')).write_text(json.dumps(facts))
    return str(directory)


def case(name):
    with open(os.path.join(EXPORTS, name + '.nodes')) as f:
        nodes = f.read().split()
    with open(os.path.join(EXPORTS, name + '.json')) as f:
        return os.path.join(EXPORTS, name + '.pp'), nodes, json.load(f)


def reduced(path):
    with open(path) as f:
        return comparable(json.load(f))


@pytest.mark.parametrize('name', ['basic', 'defined_type', 'override_query'])
def test_parallel_fleet_converges_to_puppets_catalogs(name, tmp_path):
    """Whatever order the workers finish in, pass 2 gives the collecting node the
    catalog Puppet gives it once every exporter has compiled."""
    manifest, nodes, expected = case(name)
    out = tmp_path / 'out'
    result = lazygraph('fleet', manifest, '--facts-dir', facts_dir(tmp_path, nodes), '-j', '2',
                       '--out', str(out), '--store', str(tmp_path / 's.sqlite'), '--quiet')
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary['nodes'] == summary['compiled'] == len(nodes)
    assert summary['passes'] == 2
    for node in nodes:
        got = reduced(out / (node + '.json'))
        assert got['resources'] == expected[node]['resources'], node
        assert got['edges'] == expected[node]['edges'], node
    assert json.loads((out / 'summary.json').read_text()) == summary
    assert sorted(os.listdir(out)) == sorted([n + '.json' for n in nodes] +
                                             ['dependencies.json', 'summary.json'])
    deps = json.loads((out / 'dependencies.json').read_text())
    assert sorted(deps) == sorted(nodes) and all(d['manifests'] for d in deps.values())


def test_without_a_store_nothing_is_collected_and_one_pass_is_enough(tmp_path):
    manifest, nodes, _ = case('basic')
    out = tmp_path / 'out'
    result = lazygraph('fleet', manifest, '--facts-dir', facts_dir(tmp_path, nodes), '-j', '2',
                       '--out', str(out), '--no-store', '--quiet')
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)['passes'] == 1
    titles = [r['title'] for r in reduced(out / 'lb1.example.com.json')['resources']]
    assert not [t for t in titles if t.startswith('/srv/lb/')]


def test_nodes_from_a_list_and_from_node_definitions(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node 'a.example.com', 'b.example.com' { notify { $facts['fqdn']:"
                        " } }\nnode /^c/ { }\nnode default { notify { 'd': } }\n")
    result = lazygraph('fleet', str(manifest), '-j', '1', '--no-store', '--out',
                       str(tmp_path / 'o1'), '--quiet')
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(tmp_path / 'o1')) == ['a.example.com.json', 'b.example.com.json',
                                                   'dependencies.json', 'summary.json']
    listed = tmp_path / 'nodes.txt'
    listed.write_text('# the web tier\nc1.example.com\nz.example.com  # default\n\n')
    result = lazygraph('fleet', str(manifest), '--nodes', str(listed), '--no-store', '--out',
                       str(tmp_path / 'o2'), '--quiet')
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)['nodes'] == 2
    z = json.loads((tmp_path / 'o2' / 'z.example.com.json').read_text())
    assert [r['title'] for r in z['resources'] if r['type'] == 'Notify'] == ['d']


def test_a_listed_node_name_may_not_lead_out_of_the_output_directory(tmp_path):
    # each name becomes OUT/NAME.json: '../escaped' wrote beside OUT
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node default { notify { 'd': } }\n")
    listed = tmp_path / 'nodes.txt'
    listed.write_text('ok.example.com\n../escaped\n')
    result = lazygraph('fleet', str(manifest), '--nodes', str(listed), '--no-store', '--out',
                       str(tmp_path / 'out'), '--quiet')
    assert result.returncode == 1
    assert "'../escaped' is not a valid certname" in result.stderr
    assert not (tmp_path / 'escaped.json').exists()


def failing_run(tmp_path, text, names, jobs, extra_facts=None):
    """A fleet run of the manifest ``text`` where b.example.com fails: its summary."""
    manifest = tmp_path / 'site.pp'
    manifest.write_text(text)
    facts = facts_dir(tmp_path, names, extra_facts)
    result = lazygraph('fleet', str(manifest), '--facts-dir', facts, '-j', str(jobs),
                       '--no-store', '--out', str(tmp_path / 'out'), '--quiet')
    assert result.returncode == 1
    summary = json.loads(result.stdout)
    assert (summary['compiled'], summary['failed']) == (len(names) - 1, 1)
    assert list(summary['failures']) == ['b.example.com']
    return summary


def test_a_node_that_fails_is_reported_and_the_others_compile(tmp_path):
    summary = failing_run(tmp_path, "node default {\n  if $facts['broken'] { fail('node is "
                          "broken') }\n  file { '/etc/ok': }\n}\n",
                          ['a.example.com', 'b.example.com', 'c.example.com'], 2,
                          {'b.example.com': {'broken': True}})
    assert 'node is broken' in summary['failures']['b.example.com']
    assert 'site.pp:2:' in summary['failures']['b.example.com']
    assert 'error' in json.loads((tmp_path / 'out' / 'b.example.com.json').read_text())
    for ok in ('a.example.com', 'c.example.com'):
        data = json.loads((tmp_path / 'out' / (ok + '.json')).read_text())
        assert 'File' in [r['type'] for r in data['resources']]


def test_a_node_whose_catalog_cannot_be_written_is_reported_failed(tmp_path):
    (tmp_path / 'out' / 'b.example.com.json.tmp').mkdir(parents=True)   # not a file
    failing_run(tmp_path, "node default { file { '/etc/ok': } }\n",
                ['a.example.com', 'b.example.com'], 1)


def test_a_worker_killed_mid_run_fails_only_its_node(tmp_path):
    """The victim's compile kills its own worker process (every try): the run
    reports that node and compiles all the others."""
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node default {\n  if $facts['victim'] {\n"
                        "    $x = generate('/bin/sh', '-c', 'kill -9 $PPID; sleep 5')\n  }\n"
                        "  file { \"/etc/${facts['hostname']}\": }\n}\n")
    names = ['n%d.example.com' % i for i in range(6)]
    facts = facts_dir(tmp_path, names, {'n2.example.com': {'victim': True}})
    result = lazygraph('fleet', str(manifest), '--facts-dir', facts, '-j', '2', '--no-store',
                       '--allow-generate', '--out', str(tmp_path / 'out'), '--quiet')
    assert result.returncode == 1, result.stderr
    summary = json.loads(result.stdout)
    assert (summary['compiled'], summary['failed']) == (5, 1)
    assert 'worker compiling n2.example.com died' in summary['failures']['n2.example.com']
    for name in names:
        if name != 'n2.example.com':
            assert (tmp_path / 'out' / (name + '.json')).exists()


def test_a_run_killed_during_store_writes_leaves_a_consistent_store(tmp_path):
    """Kill the whole run (every process) while nodes write their exports: each
    node has all of its exports of one compile, or none."""
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node default {\n  @@file { Integer[1, 40].map |$i| { \"/x/${facts['fqdn']}"
                        "/${i}\" }: tag => 'x' }\n}\n")
    names = ['n%03d.example.com' % i for i in range(60)]
    facts = facts_dir(tmp_path, names)
    store_path = str(tmp_path / 's.sqlite')
    run = subprocess.Popen([sys.executable, '-m', 'lazygraph', 'fleet', str(manifest),
                            '--facts-dir', facts, '-j', '2', '--store', store_path, '--quiet'],
                           env=dict(os.environ, PYTHONPATH=ROOT), stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.time() + 120
    while time.time() < deadline:
        time.sleep(0.2)
        if os.path.exists(store_path) and len(open_store(store_path).nodes()) >= 5:
            break
    os.killpg(run.pid, signal.SIGKILL)
    run.wait()
    store = open_store(store_path)
    counts = {c: k for c, _, _, k in store.nodes()}
    assert counts and set(counts.values()) == {40}, counts
    assert len(store.exports('File')) == 40 * len(counts)


@pytest.mark.skipif(not hasattr(gc, 'callbacks'),
                    reason="Dask's scheduler and workers need gc.callbacks, which PyPy lacks "
                           "(lazygraph on PyPy is a Dask client only)")
def test_a_dask_cluster_gives_the_same_catalogs(tmp_path):
    distributed = pytest.importorskip('distributed')
    manifest, nodes, _ = case('defined_type')
    facts = facts_dir(tmp_path, nodes)
    local = lazygraph('fleet', manifest, '--facts-dir', facts, '-j', '2', '--out',
                      str(tmp_path / 'local'), '--store', str(tmp_path / 'a.sqlite'), '--quiet')
    assert local.returncode == 0, local.stderr
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        remote = lazygraph('fleet', manifest, '--facts-dir', facts, '--scheduler',
                           cluster.scheduler_address, '--out', str(tmp_path / 'dask'),
                           '--store', str(tmp_path / 'b.sqlite'), '--quiet')
    assert remote.returncode == 0, remote.stderr
    summary = json.loads(remote.stdout)
    assert summary['workers'].startswith('dask tcp://') and summary['compiled'] == len(nodes)
    for node in nodes:
        assert reduced(tmp_path / 'dask' / (node + '.json')) == \
            reduced(tmp_path / 'local' / (node + '.json'))


def test_an_unreachable_scheduler_is_a_clear_error(tmp_path):
    pytest.importorskip('distributed')
    manifest, nodes, _ = case('basic')
    result = lazygraph('fleet', manifest, '--facts-dir', facts_dir(tmp_path, nodes),
                       '--scheduler', 'tcp://127.0.0.1:1', '--no-store', '--quiet', timeout=120)
    assert result.returncode == 1
    assert 'cannot reach the Dask scheduler at tcp://127.0.0.1:1' in result.stderr
    assert 'Traceback' not in result.stderr


def test_store_commands(tmp_path):
    manifest, nodes, _ = case('basic')
    store = str(tmp_path / 's.sqlite')
    assert lazygraph('fleet', manifest, '--facts-dir', facts_dir(tmp_path, nodes), '--store',
                     store, '--quiet').returncode == 0
    listed = lazygraph('store', '--store', store, 'list').stdout.splitlines()
    assert [line.split('\t')[:2] for line in listed] == [
        ['lb1.example.com', 'active'], ['web1.example.com', 'active'],
        ['web2.example.com', 'active']]
    shown = json.loads(lazygraph('store', '--store', store, 'show', 'web1.example.com').stdout)
    assert [(r['type'], r['title']) for r in shown] == [('File', '/srv/lb/web1')]
    queried = json.loads(lazygraph('store', '--store', store, 'query', 'file').stdout)
    assert [r['exported_by'] for r in queried] == ['web1.example.com', 'web2.example.com']
    assert lazygraph('store', '--store', store, 'deactivate', 'web1.example.com').returncode == 0
    lb = lazygraph('compile', manifest, '--node', 'lb1.example.com', '--store', store)
    titles = [r['title'] for r in json.loads(lb.stdout)['resources']]
    assert '/srv/lb/web2' in titles and '/srv/lb/web1' not in titles
    missing = lazygraph('store', '--store', store, 'show', 'nobody.example.com')
    assert missing.returncode == 1 and 'no node nobody.example.com' in missing.stderr


def test_get_reads_other_nodes_exports_and_opens_the_store_only_to_collect(tmp_path):
    manifest, nodes, _ = case('basic')
    store = str(tmp_path / 's.sqlite')
    assert lazygraph('fleet', manifest, '--facts-dir', facts_dir(tmp_path, nodes), '--store',
                     store, '--quiet').returncode == 0
    got = lazygraph('get', manifest, '--node', 'lb1.example.com', '--store', store,
                    'File[/srv/lb/web2]')
    assert got.returncode == 0, got.stderr
    assert json.loads(got.stdout) == reduced_parameters(manifest, 'lb1.example.com', store,
                                                        'File[/srv/lb/web2]')
    # A store that is not one: `get` on code that collects nothing never opens it
    broken = tmp_path / 'broken.sqlite'
    broken.write_text('not a database')
    plain = tmp_path / 'plain.pp'
    plain.write_text("notify { 'x': message => 'y' }\n")
    assert lazygraph('get', str(plain), 'Notify[x]', 'message', '--store',
                     str(broken)).stdout.strip() == '"y"'
    failed = lazygraph('get', manifest, '--node', 'lb1.example.com', '--store', str(broken),
                       'File[/srv/lb/web2]')
    assert failed.returncode == 1 and 'error:' in failed.stderr and \
        'Traceback' not in failed.stderr


def reduced_parameters(manifest, node, store, ref):
    compiled = json.loads(lazygraph('compile', manifest, '--node', node, '--store',
                                    store).stdout)
    (resource,) = [r for r in compiled['resources']
                   if '%s[%s]' % (r['type'], r['title']) == ref]
    return resource['parameters']


def test_pass_2_compiles_again_only_the_collectors_the_store_now_answers_otherwise(tmp_path):
    """A collecting node's compile depends on the code, its facts and what the store
    answered: pass 2 compiles it again only when an answer changed. A fresh run
    compiles lb1 before the web nodes (name order), so lb1 is compiled again; a run
    into the same out directory compiles lb1 last (the earlier run's
    dependencies.json), its answers hold, and pass 1's catalog stands."""
    manifest, nodes, expected = case('basic')
    out = tmp_path / 'out'
    facts = facts_dir(tmp_path, nodes)
    summaries = []
    for store in ('a.sqlite', 'b.sqlite'):
        result = lazygraph('fleet', manifest, '--facts-dir', facts, '-j', '1', '--out',
                           str(out), '--store', str(tmp_path / store), '--quiet')
        assert result.returncode == 0, result.stderr
        summaries.append(json.loads(result.stdout))
        for node in nodes:
            got = reduced(out / (node + '.json'))
            assert got['resources'] == expected[node]['resources'], node
            assert got['edges'] == expected[node]['edges'], node
    assert [s['compiled_again'] for s in summaries] == [1, 0]
    assert [s['passes'] for s in summaries] == [2, 2]


def test_a_recorded_answer_differs_once_another_node_exports(tmp_path):
    from lazygraph.fleet.store import RecordingStore
    store = RecordingStore(open_store(str(tmp_path / 's.sqlite')))
    record = {'type': 'File', 'title': '/a', 'tags': ['lb'], 'parameters': {'mode': '0644'},
              'file': None, 'line': None}
    try:
        store.replace('web1', [record])
        assert store.exports('File', ('==', 'tag', 'lb'), exclude='lb1')
        asked = list(store.asked)
        assert store.same_answers(asked)
        store.replace('lb1', [dict(record, title='/own')])   # its own: not in its answers
        assert store.same_answers(asked)
        store.replace('web2', [dict(record, title='/b')])
        assert not store.same_answers(asked)
        store.replace('web2', [])
        assert store.same_answers(asked)
        store.replace('web1', [dict(record, parameters={'mode': '0600'})])
        assert not store.same_answers(asked)
    finally:
        store.store.close()
