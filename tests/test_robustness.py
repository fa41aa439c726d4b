"""The library API given careless or hostile arguments: every failure is one of
lazygraph's own errors (a LazygraphError), never a bare TypeError, KeyError,
RecursionError or re.error; and nothing wrong compiles silently."""
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import lazygraph
from lazygraph.data.lookup import Settings
from lazygraph.errors import BadArgument, InputError, KeyNotFound, LazygraphError

MANIFEST = "notify { 'x': message => $facts['m'] }\n"


@pytest.mark.parametrize('manifest, error', [
    (42, BadArgument), (b"notify { 'x': }", BadArgument), (None, BadArgument),
    (['notify {}', 7], BadArgument), ('missing.pp', InputError), ('missing.epp', InputError),
])
def test_a_manifest_of_the_wrong_kind_is_refused(manifest, error):
    for call in (lambda: lazygraph.compile(manifest, node='n', facts={}),
                 lambda: lazygraph.load(manifest, node='n', facts={}).keys()):
        with pytest.raises(error):
            call()


def test_a_directory_or_a_path_object_is_read_as_a_file(tmp_path):
    (tmp_path / 'dir.pp').mkdir()
    with pytest.raises(InputError, match='is a directory'):
        lazygraph.compile(str(tmp_path / 'dir.pp'), node='n', facts={})
    (tmp_path / 'site.pp').write_text("notify { 'from a path': }\n")
    catalog = lazygraph.compile(tmp_path / 'site.pp', node='n', facts={})
    assert 'Notify[from a path]' in [r.ref for r in catalog.resources]


@pytest.mark.parametrize('facts, message', [
    ([1], 'facts must be a dict'), ('os=Debian', 'facts must be a dict'),
    ({1: 'x'}, 'fact names are strings'), ({'a': {2: 'x'}}, "facts['a']: fact names"),
    ({'a': object()}, 'is not fact data'), ({'a': {1, 2}}, 'a set is not fact data'),
    ({'a': ['x\ud800']}, "facts['a'][0]: a lone surrogate"),
])
def test_facts_that_are_not_data_are_refused(facts, message):
    with pytest.raises(BadArgument, match=re.escape(message)):
        lazygraph.compile(MANIFEST, node='n', facts=facts)
    with pytest.raises(BadArgument, match=re.escape(message)):
        lazygraph.load(MANIFEST, node='n', facts=facts)


def test_cyclic_facts_are_refused():
    facts = {'m': []}
    facts['m'].append(facts)
    with pytest.raises(BadArgument, match='contain themselves'):
        lazygraph.compile(MANIFEST, node='n', facts=facts)
    shared = ['same']
    ok = lazygraph.compile(MANIFEST, node='n', facts={'m': [shared, shared]})   # not a cycle
    assert ok['Notify[x]'].get('message') == [['same'], ['same']]


@pytest.mark.parametrize('modulepath', [5, [3], {'a': 1}])
def test_a_modulepath_of_the_wrong_kind_is_refused(modulepath):
    with pytest.raises(BadArgument, match='modulepath'):
        lazygraph.compile(MANIFEST, node='n', facts={'m': 1}, modulepath=modulepath)


def test_parse_takes_text_only():
    for value in (None, b'notify {}', 3.5):
        with pytest.raises(BadArgument):
            lazygraph.parse(value)


def test_a_missing_key_is_a_lazygraph_error_and_a_key_error():
    catalog = lazygraph.compile(MANIFEST, node='n', facts={'m': 1})
    with pytest.raises(KeyNotFound) as info:
        catalog['Nope[x]']
    assert isinstance(info.value, KeyError) and isinstance(info.value, LazygraphError)
    assert str(info.value) == 'Nope[x] is not in the catalog'
    lazy = lazygraph.load(MANIFEST, node='n', facts={'m': 1})
    for key in (5, None, ['Notify[x]']):
        with pytest.raises(BadArgument):
            lazy.resolve(key, 'message')
    with pytest.raises(BadArgument, match='node'):
        lazygraph.compile(MANIFEST, node=5, facts={'m': 1})


# -- generated bad input -----------------------------------------------------------------

scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                    st.text(max_size=20))
junk = st.one_of(scalars, st.binary(max_size=20), st.builds(object), st.sets(st.integers()),
                 st.tuples(st.integers()), st.frozensets(st.text(max_size=3)))
facts_like = st.recursive(
    st.one_of(scalars, junk),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.one_of(st.text(max_size=5), st.integers()),
                                            inner, max_size=3)),
    max_leaves=8)
manifests = st.one_of(junk, st.text(max_size=60), st.sampled_from([
    "notify { 'x': }", "notify { 'x': message => $facts }", '$x = ', "include('/tmp')",
    "notify { 'x': message => 'a' =~ Regexp['('] }", '99999999999999999999',
    "notify { 'x': tag => 'a b' }", '[] = 1', 'class café {}',
    "notify { 'x': message => 1e308 * 10 }",
]))
keys = st.one_of(junk, st.text(max_size=20), st.just('Notify[x]'), st.just('Notify[nope]'))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(manifest=manifests, facts=facts_like, node=st.one_of(st.none(), scalars),
       modulepath=st.one_of(st.none(), junk, st.lists(st.text(max_size=5), max_size=2)),
       key=keys, attribute=st.one_of(st.none(), st.text(max_size=8), junk))
def test_every_failure_of_the_library_is_a_lazygraph_error(
        manifest, facts, node, modulepath, key, attribute):
    cwd = os.getcwd()
    for call in (
            lambda: lazygraph.compile(manifest, node=node, facts=facts,
                                      modulepath=modulepath).to_json(),
            lambda: lazygraph.load(manifest, node=node, facts=facts,
                                   modulepath=modulepath).resolve(key, attribute),
            lambda: lazygraph.parse(manifest),
            lambda: lazygraph.evaluate(manifest, facts=facts)):
        try:
            call()
        except LazygraphError:
            pass
    assert os.getcwd() == cwd


@pytest.mark.parametrize('escapes, bad', [
    ('a\\ud800b', '\\ud800'),          # a lone high surrogate
    ('\\udc00', '\\udc00'),            # a lone low surrogate
    ('\\ud83d\\ude00 \\udfff', '\\udfff'),   # a pair is a character; the lone one after it is not
])
def test_a_lone_surrogate_in_hiera_json_data_is_refused_at_its_line(tmp_path, escapes, bad):
    (tmp_path / 'data').mkdir()
    (tmp_path / 'hiera.yaml').write_text(
        'version: 5\nhierarchy:\n  - name: common\n    data_hash: json_data\n'
        '    path: common.json\n')
    (tmp_path / 'data' / 'common.json').write_text(
        '{\n "fine": "\\ud83d\\ude00",\n "x": "%s"\n}\n' % escapes)
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'n': message => lookup('x') }\n")
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(str(manifest), node='n', facts={},
                          data=Settings(hiera_config=str(tmp_path / 'hiera.yaml')))
    assert 'invalid byte sequence in UTF-8 (%s is a lone surrogate' % bad in info.value.message
    assert any('common.json:3:' in note for note in info.value.notes), info.value.notes


def test_a_surrogate_pair_in_hiera_json_data_is_a_character(tmp_path):
    (tmp_path / 'data').mkdir()
    (tmp_path / 'hiera.yaml').write_text(
        'version: 5\nhierarchy:\n  - name: common\n    data_hash: json_data\n'
        '    path: common.json\n')
    (tmp_path / 'data' / 'common.json').write_text('{"x": "\\ud83d\\ude00"}\n')
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'n': message => lookup('x') }\n")
    catalog = lazygraph.compile(str(manifest), node='n', facts={},
                                data=Settings(hiera_config=str(tmp_path / 'hiera.yaml')))
    assert catalog['Notify[n]'].get('message') == '\U0001F600'


@pytest.mark.parametrize('code, column, got', [
    # Columns and hex digits from Puppet 7.23 (the operator, lowercase).
    ('$a = 9223372036854775807\n$b = 1 + $a + 1\nnotice($b)\n', 8, '+0x8000000000000000'),
    ('$a = 9223372036854775807\nnotice(2 * $a)\n', 10, '+0xfffffffffffffffe'),
    ('$c = 9223372036854775807\nnotice((1 + $c) * 2)\n', 11, '+0x8000000000000000'),
])
def test_integer_overflow_is_located_at_its_operator(code, column, got):
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(code, node='n', facts={})
    assert (info.value.span.line, info.value.span.column) == (2, column)
    assert info.value.message.endswith("Integer max range, got '%s'" % got)


def test_a_directory_named_by_a_string_is_a_path_not_code(tmp_path):
    # '/tmp/dir' is also Puppet code (a regex, then a word): it used to compile as that
    with pytest.raises(InputError, match='is a directory'):
        lazygraph.compile(str(tmp_path), node='n', facts={})


def test_an_integer_literal_of_any_length_is_puppets_range_error():
    # the lexer converted it with int(): past 4,300 digits a ValueError traceback
    for literal in ('9' * 5000, '0x' + 'f' * 5000, '0' + '7' * 5000):
        with pytest.raises(lazygraph.ParseError, match='outside of Puppet Integer max range') \
                as info:
            lazygraph.compile("$x = 1\nnotify { 'x': message => %s }\n" % literal,
                              node='n', facts={})
        assert (info.value.span.line, info.value.span.column) == (2, 26)


@pytest.mark.parametrize('expression', [
    "Integer('%s')", "Numeric('%s')", "'%s' + 0", "String(Integer('%s'))",
])
def test_numbers_beyond_pythons_digit_limit_are_located_errors(expression):
    # Python refuses to convert more than 4,300 digits (a ValueError, a traceback once)
    code = "$x = 1\nnotify { 'x': message => %s }\n" % (expression % ('9' * 5000))
    with pytest.raises(lazygraph.EvaluationError, match='more than 4300 decimal digits') as info:
        lazygraph.compile(code, node='n', facts={})
    assert info.value.span.line == 2


def test_a_long_hexadecimal_string_converts_without_the_digit_limit():
    # base 16 is not limited: the number reaches the attribute, and Puppet's range check
    code = "notify { 'x': message => Integer('0x%s') }\n" % ('f' * 5000)
    with pytest.raises(lazygraph.EvaluationError, match="outside of Puppet Integer max range"):
        lazygraph.compile(code, node='n', facts={})


@pytest.mark.parametrize('options, message', [
    ({'bogus': 1}, 'unexpected keyword argument: bogus'),
    ({'allow_read': 5}, 'allow_read is a directory or a list of directories'),
    ({'data': 5}, 'data is a lazygraph.data.lookup.Settings'),
    ({'store': 5}, 'store is an exported-resource store'),
    ({'filename': 5}, 'filename is a str'),
])
def test_options_of_the_wrong_kind_are_refused(options, message):
    # each was a bare TypeError or AttributeError from deep inside, or ignored
    for call in (lambda: lazygraph.compile(MANIFEST, node='n', facts={}, **options),
                 lambda: lazygraph.load(MANIFEST, node='n', facts={}, **options).keys()):
        with pytest.raises(BadArgument, match=re.escape(message)):
            call()


def test_one_allowed_directory_given_as_a_string_is_that_directory(tmp_path):
    # allow_read='/tmp' was iterated as characters, allowing '/': every file
    inside = tmp_path / 'inside'
    inside.mkdir()
    (inside / 'ok.txt').write_text('readable')
    (tmp_path / 'secret.txt').write_text('SECRET')
    code = "notify { 'x': message => file('%s') }\n"
    catalog = lazygraph.compile(code % (inside / 'ok.txt'), node='n', facts={},
                                allow_read=str(inside))
    assert catalog['Notify[x]'].get('message') == 'readable'
    with pytest.raises(lazygraph.EvaluationError, match='outside the modulepath is not allowed'):
        lazygraph.compile(code % (tmp_path / 'secret.txt'), node='n', facts={},
                          allow_read=str(inside))


@pytest.mark.parametrize('call, message', [
    (lambda: lazygraph.resolve(5), 'resolve() takes a node'),
    (lambda: lazygraph.fold(None), 'fold() takes a node'),
    (lambda: lazygraph.Source(b'x'), 'Source(text, filename) takes two str'),
    (lambda: lazygraph.time_limit('soon').__enter__(), 'a time limit is a number'),
    (lambda: lazygraph.compile(MANIFEST, node='n', facts={}, timeout='soon'),
     'a time limit is a number'),
    (lambda: lazygraph.compile('/dev/zero', node='n', facts={}), 'not a regular file'),
])
def test_other_entry_points_given_the_wrong_kind_raise_lazygraph_errors(call, message):
    with pytest.raises(LazygraphError, match=re.escape(message)):
        call()
