"""The skimmer (syntax/skim.py): which top-level statements `get` may leave
unparsed, and that a skimmed catalog equals the parsed one."""
import pytest

import lazygraph
from lazygraph.outputs.catalog_json import comparable
from lazygraph.syntax.skim import skim

SAFE = {'upcase', 'join', 'String'}.__contains__


def skimmed(text):
    out = skim(text, SAFE)
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
    "file { \"/a\": }",                                     # a computed title
    "file { '/a': content => {'k' => 1} }",                 # a hash (braces)
    "class { 'c': }",                                       # a class
    "if $x { file { '/a': } }",                             # not top level
])
def test_what_is_left_to_the_parser(text):
    assert skimmed(text) == []


@pytest.mark.parametrize('text', [
    "$x = 'unterminated",
    "$s = @(END)\n  file { '/a': }\n  END\nfile { '/b': }",
])
def test_unsure_text_is_never_skimmed(text):
    # Not even the resource-like lines inside a heredoc's body.
    assert ('file', '/a') not in (skimmed(text) or [])


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


def test_call_names_found_on_the_reversed_text_are_the_forward_ones():
    """The skimmer's fast call check reads the text backwards; it must find
    exactly the names `\\b([a-z_][\\w:]*)\\s*\\(` finds forwards."""
    import random
    import re
    from lazygraph.syntax.skim import CALL_NAMES_REVERSED
    forward = re.compile(r'\b([a-z_][\w:]*)\s*\(')
    rng = random.Random(7)
    for _ in range(50000):
        text = ''.join(rng.choice('aZ_:1 ($.x\t') for _ in range(rng.randint(0, 14)))
        backward = [name[::-1] for name in CALL_NAMES_REVERSED.findall(text[::-1])]
        assert sorted(backward) == sorted(forward.findall(text)), text


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
    """The comment before a statement is skipped whole: never cut short to let
    the resource it hides through (possessive quantifiers in STUB)."""
    text = "notify { 'a': }\n# notify { 'b': }\n#@@file { '/x': }\n"
    assert skimmed(text) == [('notify', 'a')]
    assert lazygraph.load(text, node='n', facts={}).keys()[-1] == 'Notify[a]'
