"""The exported-resource store (lazygraph/fleet/store.py, postgres.py): the same
tests on the embedded SQLite file and on a real PostgreSQL server.

PyPy 7.3.11 (Debian 12's) cannot run psycopg: without a binary package psycopg
reaches libpq through ctypes, whose py_object refuses the weak reference psycopg
keeps (pypy/pypy#3882). There the PostgreSQL tests check that a postgresql://
store is refused with a clear error instead."""
import ctypes
import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap

import pytest

import lazygraph
from lazygraph.errors import InputError, UsageError
from lazygraph.fleet.store import open_store, stored_match

from postgres_server import PostgresServer, server_binaries, wait_for


def psycopg_runs_here():
    import weakref
    try:
        ctypes.py_object(weakref.ref(psycopg_runs_here))
    except TypeError:
        return False
    return True


@pytest.fixture(scope='module')
def postgres_url():
    if server_binaries() is None:
        pytest.skip('PostgreSQL is not installed here (.ci/run installs it)')
    if not psycopg_runs_here():
        pytest.skip('psycopg cannot run on this PyPy (pypy/pypy#3882): '
                    'test_a_postgresql_store_is_refused_where_psycopg_cannot_run')
    with PostgresServer() as url:
        yield url


@pytest.fixture(params=['sqlite', 'postgresql'])
def spec(request, tmp_path):
    """A fresh, empty store of each kind: its open_store() argument."""
    if request.param == 'sqlite':
        return str(tmp_path / 'store.sqlite')
    url = request.getfixturevalue('postgres_url')
    store = open_store(url)
    with store.transaction() as cur:
        cur.execute('DELETE FROM resources')
        cur.execute('DELETE FROM nodes')
    store.close()
    return url


def record(title, type_='File', tags=('file',), **parameters):
    return {'type': type_, 'title': title, 'tags': list(tags), 'parameters': parameters,
            'file': '/site.pp', 'line': 3}


def titles(found):
    return [(certname, r['title']) for certname, r in found]


def test_replace_keeps_only_the_newest_set_in_order(spec):
    store = open_store(spec)
    store.replace('b.example.com', [record('/b1'), record('/b2')])
    store.replace('a.example.com', [record('/a2'), record('/a1'), record('x', 'Notify')])
    store.replace('b.example.com', [record('/b3')])
    assert titles(store.exports('File')) == [('a.example.com', '/a2'),
                                             ('a.example.com', '/a1'),
                                             ('b.example.com', '/b3')]
    assert titles(store.exports('Notify')) == [('a.example.com', 'x')]
    assert titles(store.exports('File', exclude='a.example.com')) == [('b.example.com', '/b3')]
    assert [r['title'] for r in store.node_exports('a.example.com')] == ['/a2', '/a1', 'x']


def test_deactivated_nodes_are_not_collected_until_they_compile_again(spec):
    store = open_store(spec)
    store.replace('a', [record('/a')])
    store.replace('b', [record('/b')])
    assert store.deactivate('a') is True
    assert store.deactivate('nobody') is False
    assert titles(store.exports('File')) == [('b', '/b')]
    assert titles(store.exports('File', include_inactive=True)) == [('a', '/a'), ('b', '/b')]
    assert [(c, d) for c, d, _, _ in store.nodes()] == [('a', True), ('b', False)]
    store.replace('a', [record('/a')])
    assert titles(store.exports('File')) == [('a', '/a'), ('b', '/b')]


def test_queries_read_as_puppetdb_reads_them(spec):
    store = open_store(spec)
    store.replace('n', [record('/one', tags=['file', 'web'], port=80, tls=True,
                               group=['www', 'ops']),
                        record('/two', tags=['file'], port='80', tls=1, group='ops')])

    def found(query):
        return [r['title'] for _, r in store.exports('File', query)]
    assert found(('==', 'tag', 'WEB')) == ['/one']            # tags are lowercase
    assert found(('==', 'title', '/two')) == ['/two']
    assert found(('==', 'group', 'ops')) == ['/one', '/two']  # an array contains it
    assert found(('==', 'port', 80)) == ['/one']              # 80 is not '80'
    assert found(('==', 'tls', True)) == ['/one']             # true is not 1
    assert found(('!=', 'group', 'www')) == ['/two']
    assert found(('or', ('==', 'port', '80'), ('==', 'tag', 'web'))) == ['/one', '/two']
    assert found(('and', ('==', 'group', 'ops'), ('!=', 'tag', 'web'))) == ['/two']
    assert found(('==', 'missing', None)) == []
    assert stored_match(None, record('/x'))


def _compile_exporter(spec, index):
    store = open_store(spec)
    manifest = "@@file { [%s]: tag => 'p' }" % ', '.join(
        "'/n%d/f%d'" % (index, k) for k in range(20))
    lazygraph.compile(manifest, node='n%02d.example.com' % index, store=store)
    store.close()


def test_parallel_compiles_write_safely(spec):
    """Eight processes compiling at once, each replacing its exports twice."""
    context = multiprocessing.get_context('fork')
    workers = [context.Process(target=_compile_exporter, args=(spec, i))
               for i in list(range(8)) * 2]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
        assert w.exitcode == 0
    store = open_store(spec)
    assert [(c, k) for c, _, _, k in store.nodes()] == [('n%02d.example.com' % i, 20)
                                                       for i in range(8)]
    collected = lazygraph.compile("File <<| tag == 'p' |>>", node='collector.example.com',
                                  store=store)
    assert len([r for r in collected.resources if r.type == 'File']) == 160


KILLED_WRITER = textwrap.dedent('''
    import sys, time
    from lazygraph.fleet.store import open_store
    store = open_store(sys.argv[1])
    with store.transaction() as cur:
        store.execute(cur, "DELETE FROM resources WHERE certname = ?", ("a",))
        store.execute(cur, "INSERT INTO resources VALUES (?, 0, 'File', '/half', '[]', "
                      "'{}', NULL, NULL)", ("a",))
        open(sys.argv[2], "w").close()      # in the middle of the write: kill me now
        time.sleep(600)
''')


def test_a_run_killed_during_a_write_leaves_the_previous_exports(spec, tmp_path):
    store = open_store(spec)
    store.replace('a', [record('/before-1'), record('/before-2')])
    store.close()
    marker = tmp_path / 'writing'
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    child = subprocess.Popen([sys.executable, '-c', KILLED_WRITER, spec, str(marker)], env=env)
    try:
        assert wait_for(marker.exists, 60)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    store = open_store(spec)
    assert [r['title'] for r in store.node_exports('a')] == ['/before-1', '/before-2']
    store.replace('a', [record('/after')])          # and it is writable again
    assert [r['title'] for r in store.node_exports('a')] == ['/after']


def test_a_corrupt_store_file_is_a_clear_error_and_is_left_alone(tmp_path):
    path = tmp_path / 'store.sqlite'
    path.write_bytes(b'this is not a database, but somebody\'s data' * 100)
    before = path.read_bytes()
    with pytest.raises(InputError) as info:
        open_store(str(path))
    assert str(path) in info.value.format() and 'not a usable lazygraph store' in \
        info.value.format()
    assert path.read_bytes() == before


def test_a_store_from_a_newer_lazygraph_is_refused(tmp_path):
    import sqlite3
    path = tmp_path / 'store.sqlite'
    open_store(str(path)).close()
    connection = sqlite3.connect(str(path))
    connection.execute('PRAGMA user_version = 99')
    connection.commit()
    connection.close()
    with pytest.raises(UsageError, match='schema version 99 is newer'):
        open_store(str(path))


@pytest.mark.skipif(psycopg_runs_here(), reason='psycopg runs on this Python')
def test_a_postgresql_store_is_refused_where_psycopg_cannot_run(tmp_path):
    pytest.importorskip('psycopg')
    with pytest.raises(UsageError, match='cannot run on this Python.*pypy/pypy#3882'):
        open_store('postgresql://someone@/nowhere?host=%s&port=1' % tmp_path)


@pytest.mark.skipif(not psycopg_runs_here(), reason='psycopg cannot run on this PyPy')
def test_a_postgresql_store_that_cannot_be_reached_is_a_clear_error(tmp_path):
    pytest.importorskip('psycopg')
    with pytest.raises(InputError) as info:
        open_store('postgresql://someone:secret@/nowhere?host=%s&port=1' % tmp_path)
    message = info.value.format()
    assert 'cannot connect to the store' in message and 'secret' not in message
