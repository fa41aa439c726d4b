"""One compile, one session: compiles in several threads at once give the
catalogs (and errors) each gives alone; lazy catalogs count their own work."""
import threading

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.outputs.catalog_json import comparable

MANIFESTS = {
    'web': ("class web ($port = 80) {\n"
            "  file { '/etc/web.conf': content => \"port=${port} host=${facts['hostname']}\\n\" }\n"
            "  ['a', 'b', 'c'].each |$s| { notify { \"web-${s}\": message => \"${s}${port}\" } }\n"
            "}\nclass { 'web': port => 8080 }\n", {'hostname': 'w1'}),
    'db': ("define db::user ($grant = 'all') { notify { \"user ${title}\": message => $grant } }\n"
           "class db { db::user { ['ann', 'bob']: } package { 'postgresql': ensure => '13' } }\n"
           "include db\nFile { mode => '0600' }\nfile { '/srv/db': ensure => directory }\n",
           {'hostname': 'd1'}),
    'long': (''.join("notify { 'n%d': message => \"${facts['hostname']}-%d\" }\n" % (i, i)
                     for i in range(300)), {'hostname': 'l1'}),
    'bad_late': ("notify { 'one': }\n" * 3 + "class x { $y = [1, 2][5][0] }\ninclude x\n"
                 "$z = 1 / 0\n", {}),
    'bad_syntax': ("\n\nnotify { 'fine': }\nclass broken {\n  notify { 'x' message => 1 }\n}\n",
                   {}),
}


def outcome(name, lazy=False):
    text, facts = MANIFESTS[name]
    try:
        if lazy:
            catalog = lazygraph.load(text, node=name + '.example.com', facts=facts,
                                     filename=name + '.pp')
            return sorted((key, repr(catalog.parameters(key))) for key in catalog.keys())
        catalog = lazygraph.compile(text, node=name + '.example.com', facts=facts,
                                    filename=name + '.pp')
        return comparable(catalog.to_data())
    except LazygraphError as exc:
        return 'error: ' + exc.format()


@pytest.mark.parametrize('lazy', [False, True], ids=['compile', 'load'])
def test_threads_compiling_at_once_get_what_each_gets_alone(lazy, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')     # every run parses
    alone = {name: outcome(name, lazy) for name in MANIFESTS}
    assert alone['bad_late'].startswith('error: bad_late.pp:')
    assert alone['bad_syntax'].startswith('error: bad_syntax.pp:5:')
    names = sorted(MANIFESTS) * 3
    rounds = 6
    barrier = threading.Barrier(len(names))
    results = {}

    def work(i, name):
        got = []
        for _ in range(rounds):
            barrier.wait()
            got.append(outcome(name, lazy))
        results[i] = got

    threads = [threading.Thread(target=work, args=(i, name)) for i, name in enumerate(names)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert len(results) == len(names)
    for i, name in enumerate(names):
        for got in results[i]:
            assert got == alone[name], name


def test_each_lazy_catalog_counts_its_own_work():
    text = ''.join("class c%d { file { '/f%d': content => 'x' } }\ninclude c%d\n" % (i, i, i)
                   for i in range(10))
    first = lazygraph.load(text, node='n', facts={})
    second = lazygraph.load(text, node='n', facts={})
    first.resolve('File[/f1]', 'content')
    before = second.stats()
    for i in range(10):
        first.resolve('File[/f%d]' % i, 'content')
    assert second.stats() == before
    second.resolve('File[/f2]', 'content')
    assert second.stats()['attribute values resolved'] == 1
    assert first.stats()['attribute values resolved'] == 10


def test_threads_parsing_at_once_name_their_own_file_and_mode():
    """The grammar's per-parse state (source, strict) belongs to the parse:
    errors name their own file:line, and one thread's strict mode does not
    leak into another's parse."""
    from lazygraph.syntax.parser import parse
    jobs = {
        'a': ("\n" * 3 + "notify { 'x' message => 1 }\n", 'a.pp', False),
        'b': ("$x = 1\n" * 40 + "if { }\n", 'b.pp', False),
        'c': ("notify { 'n': message => 'm' }\n" * 60, 'c.pp', False),
        'd': ("$h = 1\n" * 30 + "File { mode +> '0600' }\n", 'd.pp', True),
        'e': ("$h = 1\n" * 30 + "File { mode +> '0600' }\n", 'e.pp', False),
    }

    def outcome(name):
        text, filename, strict = jobs[name]
        try:
            program = parse(text, filename, strict=strict)
            return 'ok %d %s' % (len(program.body.statements),
                                 program.body.statements[-1].span.source.filename)
        except LazygraphError as exc:
            return 'error: ' + exc.format()
    alone = {name: outcome(name) for name in jobs}
    names = sorted(jobs) * 3
    import sys
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)         # switch threads often: mid-parse too
    barrier = threading.Barrier(len(names))
    results = {}

    def work(i, name):
        got = []
        for _ in range(15):
            barrier.wait()
            got.append(outcome(name))
        results[i] = got
    threads = [threading.Thread(target=work, args=(i, n)) for i, n in enumerate(names)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sys.setswitchinterval(interval)
    for i, name in enumerate(names):
        assert results[i] == [alone[name]] * 15, name


def test_a_thread_inheriting_a_sessions_context_resolves_on_a_stack_of_its_own():
    """A thread run in a copy of a session thread's context (contextvars) does not
    share that thread's resolution stack: resolving there records nothing in it."""
    import contextvars
    import threading
    from lazygraph.nodes.base import ResolutionStack, in_session
    from lazygraph.syntax.entry import parse
    node = parse("1 + 2\n")
    while list(node.children()):
        node = list(node.children())[0]
    starter = ResolutionStack()
    starter.deps = {}          # recording who reads what, as the inspector does
    results = []
    with in_session(starter):
        starter.nodes.append(node)     # a node the starter is resolving
        context = contextvars.copy_context()
        thread = threading.Thread(target=context.run,
                                  args=(lambda: results.append(node.resolve()),))
        thread.start()
        thread.join()
    assert results == [1]
    assert starter.deps == {}
