"""Top-level statements `get` leaves unparsed (syntax/statements.py): which, found
in the real lexer's tokens, and that the lazy catalog equals the parsed one."""
import glob
import os
import random

import pytest

import lazygraph
from lazygraph.errors import KeyNotFound, LazygraphError, ParseError
from lazygraph.nodes.base import Node
from lazygraph.nodes.catalog import SkimmedResources
from lazygraph.outputs.catalog_json import comparable
from lazygraph.source import Source, Span
from lazygraph.syntax.parser import parse
from lazygraph.syntax.statements import split

HERE = os.path.dirname(os.path.abspath(__file__))
SAFE = {'upcase', 'join', 'String'}.__contains__


def skimmed(text):
    out = split(Source(text, 't.pp'), SAFE)
    return None if out is None else [
        (s.form + s.type_name, s.title) for s in out if not isinstance(s, tuple)]


def test_simple_statements_are_skimmed():
    text = ("file { '/a': mode => '0644', content => \"x ${y} $z\" }\n"
            "@user { 'bob': ensure => present }\n"
            "@@host { 'h': ip => '10.0.0.1' }\n"
            "$y = 1 notify { 'n': message => upcase('x') }\n")
    assert skimmed(text) == [('file', '/a'), ('@user', 'bob'), ('@@host', 'h'),
                             ('notify', 'n')]


@pytest.mark.parametrize('text', [
    "file { '/a': } -> file { '/b': }",                    # chained
    "file { '/a': }\n# note\n-> file { '/b': }",          # chained after a comment
    "include file { '/a': }",                               # an argument of a call
    "$x = file { '/a': }",                                  # a value
    "file { '/a': tag => 'x' }",                            # tags
    "file { '/a': * => $h }",                               # splat
    "file { '/a': content => $a::b }",                      # qualified variable
    "file { '/a': content => include(c) }",                 # a catalog function
    "file { '/a': content => mine(1) }",                    # a user function
    "file { '/a': content => [1].map |$x| { $x } }",        # a lambda
    "file { '/a': ; '/b': }",                               # two bodies
    "file { \"/a${x}\": }",                                 # a computed title
    "file { '/a': content => \"${x[0]}\" }",                 # code in a string
    "file { '/a': content => 'x' } -> file { '/b': }",     # the left of a chain
    "file { '/a': content => 'x' }[0]",                    # an operand
    "file { '/a': content => {'k' => 1} }",                 # a hash (braces)
    "class { 'c': }",                                       # a class
    "if $x { file { '/a': } }",                             # not top level
])
def test_what_is_left_to_the_parser(text):
    assert skimmed(text) == []


def test_a_heredoc_body_is_text_and_a_lexer_error_parses_the_whole_file():
    text = "$s = @(END)\n  file { '/a': }\n  END\nfile { '/b': }"
    assert skimmed(text) == [('file', '/b')]
    assert skimmed("$x = 'unterminated\nfile { '/b': }") is None


def test_regex_and_division_are_told_apart():
    text = ("node /^web{1}/ { }\n$h = 4 / 2\n"
            "file { '/a': content => 'x' }\n")
    assert skimmed(text) == [('file', '/a')]


MIXED = '''
File { owner => 'root' }
$base = '/srv'
file { '/srv/a': mode => '0644', content => "in ${base}" }
file { '/srv/b': content => 'b' }
@user { 'alice': ensure => present }
@user { 'bob': ensure => present }
User <| title == 'bob' |> { shell => '/bin/sh' }
notify { 'n1': withpath => true }
Notify['n1'] { message => 'overridden' }
notify { 'n2': message => 'two' }
Notify['n2'] -> File['/srv/b']
define d($v) { notify { "d-${title}": message => $v } }
d { 'x': v => 'vx' }
'''


def test_a_skimmed_catalog_equals_the_parsed_one():
    full = lazygraph.compile(MIXED, node='n', facts={})
    lazy = lazygraph.load(MIXED, node='n', facts={})
    assert lazy.keys() == [r['type'] + '[' + r['title'] + ']'
                           for r in full.to_data()['resources']]
    assert comparable(lazy.to_data()) == comparable(full.to_data())


def test_skimmed_statements_are_parsed_only_when_needed(monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')    # a cached file is read whole
    source = ''.join("file { '/f/%d': content => 'c%d' }\n" % (i, i) for i in range(50))
    catalog = lazygraph.load(source, node='n', facts={})
    assert catalog.resolve('File[/f/7]', 'content') == 'c7'
    program = catalog.cone_compiler('File', '/f/7').program
    (node,) = program.body.statements
    assert [e.bodies[0].title.value for e in node.expressions] == ['/f/7']
    assert catalog.stats()['resources'] == 53
    # A duplicate among skimmed statements still fails where Puppet says.
    with pytest.raises(lazygraph.LazygraphError, match='Duplicate declaration') as info:
        lazygraph.load(source + "file { '/f/3': }\n", node='n', facts={}).keys()
    assert info.value.span.line == 51 and 'line: 4' in info.value.message


@pytest.mark.parametrize('text', [
    "$x = 'one';\nnotify { 'a': message => $x }\n",
    "Notify['a'] -> Notify['b'];  # ends with a separator\nnotify { 'a': }\nnotify { 'b': }\n",
])
def test_code_ending_in_a_semicolon_before_a_skimmed_statement(text):
    """The ';' separates the code from the statement after it; only at the end
    of the file would it be the syntax error Puppet reports."""
    full = lazygraph.compile(text, node='n', facts={})
    lazy = lazygraph.load(text, node='n', facts={})
    assert comparable(lazy.to_data()) == comparable(full.to_data())
    with pytest.raises(lazygraph.ParseError, match='end of input'):
        lazygraph.compile(text + "$y = 2;\n", node='n', facts={})


def test_a_commented_out_statement_is_not_skimmed():
    """What a comment hides is no statement (the lexer skips comments)."""
    text = "notify { 'a': }\n# notify { 'b': }\n#@@file { '/x': }\n"
    assert skimmed(text) == [('notify', 'a')]
    assert lazygraph.load(text, node='n', facts={}).keys()[-1] == 'Notify[a]'


def test_a_double_quoted_title_without_interpolation_is_literal():
    assert skimmed('file { "/a": mode => "0644" }') == [('file', '/a')]


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


def unparsed_then_read(text, one_by_one):
    """The statements of parse(skim=True), every statement left unparsed read
    (one at a time, or a run at once) in its place."""
    statements = []
    left = 0
    for statement in parse(Source(text, 't.pp'), skim=True).body.statements:
        if isinstance(statement, SkimmedResources):
            left += len(statement.stubs)
            if one_by_one:
                statements.extend(statement.parsed(stub) for stub in statement.stubs)
            else:
                statement.parse_all()
                statements.extend(stub.expression for stub in statement.stubs)
        else:
            statements.append(statement)
    return statements, left


def manifests():
    return sorted(glob.glob(os.path.join(HERE, 'conformance', 'catalogs', '*.pp')) +
                  glob.glob(os.path.join(HERE, '..', 'examples', '**', '*.pp'), recursive=True))


def test_the_conformance_suite_reads_the_same_with_statements_left_unparsed():
    """Every manifest: the statements left unparsed, once read, are node for node
    what the parser makes of the whole file; where it fails, so does the lazy read."""
    left = 0
    for number, path in enumerate(manifests()):
        text = open(path).read()
        try:
            theirs = parse(Source(text, 't.pp')).body.statements
        except ParseError as exc:
            with pytest.raises(ParseError) as again:
                unparsed_then_read(text, True)
            assert str(again.value) == str(exc), path
            continue
        ours, count = unparsed_then_read(text, number % 2 == 0)
        assert_same(ours, theirs, path)
        left += count
    assert left > 300      # not vacuous: the suite has many such statements


OTHER_CODE = ["$v = 'q'", 'include foo', 'class foo { }', "if $v { notify { 'i': } }",
              "Notify { message => 'd' }", "notice('x')", '/* c */', '# c', '$v',
              '[1, 2].each |$i| { }', "File <| tag == 'x' |>", 'realize(Notify[a])',
              "@@notify { 'e': }", 'unless $v { }', "'str'", '42', '}', '{', "notify { 'a': } ->",
              "Notify['n1'] -> Notify['n2']", "Notify['n0'] { message => 'o' }"]


def random_statement(rng):
    """A resource statement of literals, variables and calls, and near misses."""
    def value(depth=0):
        choices = ["'s'", "'it\\'s'", "''", '"d"', '"x$v"', '"${v}"', '"a\\tb"', '0', '-3',
                   '1.5', '0x1F', 'true', 'undef', 'default', 'present', 'foo-bar', '$v',
                   '$a::b', '$x[0]', 'File', "File['/a']", 'upcase("x")', 'mine(1)',
                   "'a'.upcase", 'tag']
        if depth < 2 and rng.random() < 0.2:
            items = [value(depth + 1) for _ in range(rng.randint(0, 3))]
            return '[' + ', '.join(items) + ']'
        return rng.choice(choices)

    def blank():
        return rng.choice(['', ' ', '\n  ', ' # note\n'])

    names = ['message', 'mode', 'require', 'tag', 'message']
    ops = [rng.choice(names) + blank() + rng.choice(['=>', '=>', '+>']) + blank() + value()
           for _ in range(rng.randint(0, 3))]
    head = rng.choice(['', '@', '@@']) + rng.choice(['notify', 'file', 'foo::bar'])
    return "%s {%s'%s':%s%s%s}" % (head, blank(), rng.choice(['n0', 'n1', 'n2', '/x']),
                                   blank(), ', '.join(ops), blank())


def random_program(rng):
    pieces = [random_statement(rng) if rng.random() < 0.6 else rng.choice(OTHER_CODE)
              for _ in range(rng.randint(1, 5))]
    return ''.join(piece + rng.choice(['\n', ' ', ';\n', '', '\n\n# c\n', '; '])
                   for piece in pieces)


def test_random_programs_load_lazily_as_they_compile():
    """Random programs through lazygraph.load (statements left unparsed read on
    demand): the whole lazy catalog equals compile()'s, and where compile()
    fails the lazy one fails with the same error."""
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


def test_random_programs_answer_each_key_as_they_compile():
    """One key at a time from a fresh lazy catalog (so only that key's statements
    are read) equals the compiled catalog's resource."""
    rng = random.Random(17)
    checked = 0
    for _ in range(400):
        text = random_program(rng)
        try:
            full = lazygraph.compile(text, node='n', facts={}).to_data()
        except LazygraphError:
            continue
        for resource in full['resources']:
            key = '%s[%s]' % (resource['type'], resource['title'])
            lazy = lazygraph.load(text, node='n', facts={})
            for name, value in resource.get('parameters', {}).items():
                assert lazy.resolve(key, name) == value, (text, key, name)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize('text', [
    # appends wait for the parse of statements that never name the parameter
    "notify { 'a': message => 'm' }\nnotify { 'b': }\nnotify { 'c': }\n"
    "Notify['a'] -> Notify['b']\nNotify['a'] -> Notify['c']\nNotify['a'] ~> Notify['c']\n",
    # a statement naming it may share its array: Puppet's in-place append shows in both
    "$deps = [Notify['x']]\nnotify { 'x': }\nnotify { 'a': before => $deps }\n"
    "notify { 'b': before => $deps }\nnotify { 'd': }\nNotify['a'] -> Notify['d']\n",
])
def test_relationships_on_statements_not_parsed_yet(monkeypatch, text):
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    full = lazygraph.compile(text, node='n', facts={}).to_data()
    assert comparable(lazygraph.load(text, node='n', facts={}).to_data()) == comparable(full)
    for resource in full['resources']:
        key = '%s[%s]' % (resource['type'], resource['title'])
        for name in ('before', 'notify'):
            lazy = lazygraph.load(text, node='n', facts={})
            if name in resource.get('parameters', {}):
                assert lazy.resolve(key, name) == resource['parameters'][name], key
            else:
                with pytest.raises(KeyNotFound):
                    lazy.resolve(key, name)
