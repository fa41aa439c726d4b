"""The quick reader (syntax/quick.py) builds exactly the nodes the parser builds,
and declines everything else."""
import glob
import os

import pytest

from lazygraph.errors import ParseError
from lazygraph.nodes.base import Node
from lazygraph.source import Source, Span
from lazygraph.syntax import quick
from lazygraph.syntax.parser import parse, parse_range

HERE = os.path.dirname(os.path.abspath(__file__))
MEMOS = {'_parent', '_expanded', '_folded', '_value', '__weakref__'}


def slots(node):
    names = []
    for cls in type(node).__mro__:
        for name in getattr(cls, '__slots__', ()):
            if name not in MEMOS and name not in names:
                names.append(name)
    return names


def assert_same(a, b, where='statement'):
    """Same classes, values, spans and parents, all the way down."""
    assert type(a) is type(b), where
    if isinstance(a, Node):
        assert (a.span.start, a.span.end) == (b.span.start, b.span.end), where
        for name in slots(a):
            assert_same(getattr(a, name, None), getattr(b, name, None),
                        '%s.%s' % (where, name))
        for child in a.children():
            assert child.parent is a, where
    elif isinstance(a, list):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)):
            assert_same(x, y, '%s[%d]' % (where, i))
    elif isinstance(a, Span):
        assert (a.start, a.end) == (b.start, b.end), where
    else:
        assert a == b, where
        if hasattr(a, 'span'):       # names keep their span
            assert (a.span.start, a.span.end) == (b.span.start, b.span.end), where


def assert_reads_alike(text, where='statement'):
    """The quick reader (with the skimmer) reads text exactly as the parser alone
    does -- or, where the parser fails, fails with the same error. Returns the
    statements read, or None for an error."""
    try:
        theirs = parse(Source(text, 'test.pp'), quick=False).body.statements
    except ParseError as exc:
        with pytest.raises(ParseError) as again:
            parse(Source(text, 'test.pp'))
        assert str(again.value) == str(exc), where
        return None
    ours = parse(Source(text, 'test.pp')).body.statements
    assert_same(ours, theirs, where)
    return ours


def random_program(rng):
    """Quick statements among other code, joined by every kind of separator."""
    pieces = [random_statement(rng) if rng.random() < 0.6 else rng.choice(OTHER_CODE)
              for _ in range(rng.randint(1, 5))]
    return ''.join(piece + rng.choice(['\n', ' ', ';\n', '', '\n\n# c\n', '; '])
                   for piece in pieces)


def manifests():
    return sorted(glob.glob(os.path.join(HERE, 'conformance', 'catalogs', '*.pp')) +
                  glob.glob(os.path.join(HERE, '..', 'examples', '**', '*.pp'), recursive=True))


def test_the_whole_conformance_suite_reads_the_same(monkeypatch):
    read = []
    real = quick.resource_statement

    def counting(source, start, end):
        node = real(source, start, end)
        if node is not None:
            read.append(node)
        return node
    monkeypatch.setattr(quick, 'resource_statement', counting)
    chains = 0
    for path in manifests():
        ours = assert_reads_alike(open(path).read(), path)
        chains += sum(1 for s in ours or () if type(s).__name__ == 'Relationship')
    # the comparison is not vacuous: the suite has statements of both kinds
    assert len(read) > 100 and chains > 10


@pytest.mark.parametrize('text', [
    "notify { 'n': }",
    "notify { 'n': message => 'a', }",
    "@@notify { 'n' :\n  message => \"plain\",\n  n => 5, f => 1.5, neg => -3 }",
    "@ user { 'bob': ensure => present, groups => ['a', 'b',], shell => undef }",
    "file { '/x': ensure => file, require => Package['p'], before => [File['/a'], Exec['e']] }",
    "exec { 'e': unless => 'test -f /x', path => $path, x => true, y => default }",
    "file { 'a\\\\b\\'c\\d': content => 'it\\'s \\\\ \\n' }",
    "Package['ntp'] -> File['/etc/ntp.conf'] ~> Service['ntp']",
    "Notify['a'] <- Notify['b']  # why\n Notify['c'] <~ Notify['d']\n$x = 1",
    "File['a']\n  -> File['b']\nnotify { 'c': }",
    "Foo::Bar['x'] -> Notify[x]",
    "notify { 'q': message => Notify, m => [], n => 0 }",
])
def test_quickly_read_statements_match_the_parser(text):
    assert assert_reads_alike(text) is not None


@pytest.mark.parametrize('text', [
    "notify { 'n': message => \"x${y}\" }",       # interpolation
    "notify { 'n': message => \"a\\tb\" }",        # escapes in double quotes
    "notify { 'n': message => 0x1F }",             # hex
    "notify { 'n': message => 1e3 }",              # exponent
    "notify { 'n': message => foo-bar }",          # a word with a dash
    "notify { 'n': message => Notify ['x'] }",    # a blank before '['
    "notify { 'n': message => $x[0] }",             # an access on a variable
    "notify { 'n': message => File['a', 'b'] }",  # two keys
    "notify { 'n': message => if }",               # a keyword
])
def test_other_values_are_left_to_the_parser(text):
    source = Source(text, 'test.pp')
    assert quick.resource_statement(source, 0, len(text)) is None
    assert_reads_alike(text)


@pytest.mark.parametrize('text', [
    "Notify['a'] -> Notify['b'] { message => 'x' }",   # an override as an operand
    "Notify['a'] -> Notify['b'][0]",
    "Notify['a'] -> Notify['b'] and $x",
    "Notify['a'] -> Notify['b'];",
    "Notify['a']",                                      # not a chain
    "Notify['a'] -> $x",
])
def test_chains_that_continue_are_left_to_the_parser(text):
    statements, rest = quick.relationship_statements(Source(text, 't.pp'), 0, len(text))
    assert statements == [] and rest == 0


def test_errors_are_the_parsers():
    text = "notify { 'n': message => 1, message => 2 }"
    with pytest.raises(ParseError, match="already been set") as exc:
        parse(Source(text, 't.pp'))
    assert exc.value.span.start == text.index('message => 2')


def test_skimmed_statements_are_read_quickly_too():
    text = "notify { 'a': message => 'x' }\nnotify { 'b': message => \"y ${z}\" }\n"
    program = parse(Source(text, 't.pp'), skim=True)
    (node,) = program.body.statements
    for stub in node.stubs:
        expected = parse_range(node.span.source, stub.start, stub.end)[0]
        assert_same(node.parsed(stub), expected)


def random_statement(rng):
    """A top-level statement built from the pieces the quick reader knows, and
    near misses (escapes, keywords, odd numbers, blanks before '[', comments)."""
    def value(depth=0):
        choices = ["'s'", "'it\\'s'", "'a\\\\b'", "'a\\nb'", "''", '"d"', '"x$y"', '"${z}"',
                   '"a\\tb"', '0', '7', '-3', '1.5', '-0.25', '012', '0x1F', '1e3', '10.',
                   'true', 'false', 'undef', 'default', 'present', 'foo::bar', 'foo-bar',
                   'if', 'type', '$v', '$_w', '$a::b', '$x[0]', 'File', "File['/a']",
                   "File ['/a']", "Foo::Bar['x']", "File['a', 'b']", 'upcase("x")']
        if depth < 2 and rng.random() < 0.2:
            items = [value(depth + 1) for _ in range(rng.randint(0, 3))]
            return '[' + ', '.join(items) + (',' if items and rng.random() < 0.3 else '') + ']'
        return rng.choice(choices)

    def blank():
        return rng.choice(['', ' ', '  ', '\n', '\n  ', ' # note\n'])

    if rng.random() < 0.25:
        ops = ['->', '~>', '<-', '<~']
        refs = ["Notify['n%d']" % rng.randint(0, 3) for _ in range(rng.randint(1, 4))]
        text = refs[0]
        for ref in refs[1:]:
            text += blank() + rng.choice(ops) + blank() + ref
        return text + rng.choice(['', '\n', ';', ' [1]', " { message => 'x' }", '\nnotify { "z": }'])
    names = ['message', 'mode', 'unless', 'require', 'n', 'true', 'message']
    ops = []
    for _ in range(rng.randint(0, 4)):
        ops.append(rng.choice(names) + blank() + rng.choice(['=>', '=>', '+>']) + blank() +
                   value())
    body = (',' + blank()).join(ops) + (',' if ops and rng.random() < 0.3 else '')
    head = rng.choice(['', '@', '@@']) + rng.choice(['notify', 'file', 'exec', 'foo::bar'])
    return "%s {%s'%s':%s%s%s}" % (head, blank(), rng.choice(['t', 'a b', '/x']), blank(), body,
                                   blank())


def test_random_statements_read_the_same_or_fail_the_same(monkeypatch):
    import random
    rng = random.Random(11)
    read = []
    real_resource, real_chains = quick.resource_statement, quick.relationship_statements

    def resource(source, start, end):
        node = real_resource(source, start, end)
        read.append(node is not None)
        return node

    def chains(source, start, end):
        statements, rest = real_chains(source, start, end)
        read.extend(True for _ in statements)
        return statements, rest
    monkeypatch.setattr(quick, 'resource_statement', resource)
    monkeypatch.setattr(quick, 'relationship_statements', chains)
    for _ in range(1500):
        text = random_statement(rng) + '\n' + random_statement(rng) + '\n'
        assert_reads_alike(text, text)
    # both ways were taken many times
    assert read.count(True) > 200 and read.count(False) > 200


OTHER_CODE = ["$v = 'q'", 'include foo', 'class foo { }', "if $v { notify { 'i': } }",
              "Notify { message => 'd' }", "notice('x')", '/* c */', '# c', '$v',
              '[1, 2].each |$i| { }', "File <| tag == 'x' |>", 'realize(Notify[a])',
              "@@notify { 'e': }", 'unless $v { }', "'str'", '42', '}', '{', "notify { 'a': } ->"]


def test_random_programs_read_the_same_or_fail_the_same():
    """Quick statements among other code, joined by every kind of separator: the
    program reads exactly as the parser alone reads it, or fails the same way."""
    import random
    rng = random.Random(5)
    for _ in range(2000):
        text = random_program(rng)
        assert_reads_alike(text, text)


@pytest.mark.parametrize('text', [
    "notify { 'a': }\n# notify { 'b': }\n",
    "# c@@file { '/x': }\n",
    "Notify['a'] # -> Notify['b']\n-> Notify['c']\n",
])
def test_what_a_comment_hides_is_not_read(text):
    ours = assert_reads_alike(text)
    assert ours is not None
    assert 'b' not in [s.bodies[0].title.value for s in ours if hasattr(s, 'bodies')]


def test_random_programs_load_lazily_as_they_compile():
    """The same random programs through lazygraph.load (skimmed statements read
    on demand): the whole lazy catalog equals compile()'s, and where compile()
    fails the lazy one fails with the same error."""
    import random
    import lazygraph
    from lazygraph.errors import LazygraphError
    from lazygraph.outputs.catalog_json import comparable
    rng = random.Random(3)
    compiled = 0
    for _ in range(300):
        text = random_program(rng)
        try:
            full = comparable(lazygraph.compile(text, node='n', facts={}).to_data())
        except LazygraphError as exc:
            with pytest.raises(LazygraphError) as again:
                lazygraph.load(text, node='n', facts={}).to_data()
            assert str(again.value) == str(exc), text
            continue
        assert comparable(lazygraph.load(text, node='n', facts={}).to_data()) == full, text
        compiled += 1
    assert compiled > 20
