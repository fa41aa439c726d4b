"""How the parse cache reads its lines (syntax/cache_json.py): with orjson
where it is installed once a session has read enough to pay its import, and
always to json's values and errors (json's C scanner reads what orjson refuses
or may read otherwise, and everything on PyPy, where orjson is not built)."""
import glob
import json
import os
import re
import sys

import pytest
from hypothesis import assume, given, settings, strategies as st

import lazygraph
from lazygraph.source import Source
from lazygraph.syntax import cache_json, parse_cache
from lazygraph.syntax.cache_json import LineReader, json_line as read_with, scan_json_line
from lazygraph.syntax.parse_cache import ParseCache
from lazygraph.syntax.parser import parse
from tests.test_parse_cache import MANIFESTS, shape

ORJSON = cache_json.load_orjson()
needs_orjson = pytest.mark.skipif(ORJSON is None, reason='orjson is not installed (PyPy)')


def json_line(line):
    return read_with(line, ORJSON)


def outcome(read, data):
    """What ``read`` makes of ``data``: its value as JSON text (int and float,
    NaN, -0.0 and key order told apart), or the kind of error."""
    try:
        return 'value', json.dumps(read(data))
    except (ValueError, TypeError, RecursionError) as error:
        return 'error', type(error)


# json.dumps writes all of these, and json reads them back; orjson refuses the
# first ones (the integers are 64 bits' ends)
JSON_ONLY = [float('nan'), float('inf'), -float('inf'), '\ud800', ['a\udfff'],
             2 ** 63 - 1, -2 ** 63, [1, 2 ** 63 - 1, {'n': -2 ** 63}]]


@needs_orjson
@pytest.mark.parametrize('value', JSON_ONLY, ids=repr)
def test_what_orjson_reads_otherwise_is_read_by_json(value):
    line = json.dumps(value, separators=(',', ':'))
    assert outcome(json_line, line.encode()) == ('value', json.dumps(value))


@pytest.mark.parametrize('value', [2 ** 64, -2 ** 63 - 1, 10 ** 30])
def test_the_cache_never_writes_an_integer_past_64_bits(value):
    """orjson would read it as a float (json: an int); a Puppet literal never
    is one (the lexer refuses it), so refusing to cache it costs nothing."""
    assert [parse_cache._encode_value(n) for n in (2 ** 63 - 1, -2 ** 63)] == \
        [2 ** 63 - 1, -2 ** 63]
    with pytest.raises(ValueError):
        parse_cache._encode_value(value)
    if ORJSON is not None:
        assert type(json_line(str(value).encode())) is float


@needs_orjson
def test_orjson_reads_a_line(monkeypatch):
    calls = []
    line = b'[[0,1,2],{"a":1.5,"b":"\xc3\xa9"},null,true,-922337203685477580]'

    def counted(data):
        calls.append(data)
        return real(data)
    real = ORJSON[0]
    assert outcome(lambda data: read_with(data, (counted, ORJSON[1])), line) == \
        outcome(scan_json_line, line)
    assert calls == [line]


@pytest.mark.parametrize('line', [
    b'', b' ', b'[1', b'[1]]', b'[1] [2]', b' [1]', b'[1] ', b'[1]\r', b'\t1', b'[1,]',
    b'01', b'"\xed\xa0\x80"', b'"\xff"', b'\xef\xbb\xbf[1]', b'"a\tb"', b'NaNa', b'[' * 3000,
    b'[' * 1100 + b']' * 1100, b'{"a":1,"b":2,"a":3}',
])
@needs_orjson
def test_a_damaged_line_is_what_json_makes_of_it(line):
    """Space around a line (orjson would read it, json's scanner refuses it),
    bytes that are not UTF-8, nesting past orjson's depth: json decides."""
    assert outcome(json_line, line) == outcome(scan_json_line, line)


# (integers as a cache line holds them: within 64 bits)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-2 ** 63, max_value=2 ** 63 - 1)
    | st.floats() | st.text() | st.sampled_from(['\ud800', '\udc00x', 'é', '\x00']),
    lambda inner: st.lists(inner, max_size=4) |
    st.dictionaries(st.text(max_size=3), inner, max_size=4), max_leaves=12)


@needs_orjson
@given(json_values, st.booleans())
@settings(max_examples=400, deadline=None)
def test_values_read_with_and_without_orjson_are_the_same(value, ascii_only):
    line = json.dumps(value, separators=(',', ':'), ensure_ascii=ascii_only)
    data = line.encode('utf-8', 'surrogatepass')
    assert outcome(json_line, data) == outcome(scan_json_line, data)


@needs_orjson
@given(st.binary(max_size=40))
@settings(max_examples=400, deadline=None)
def test_any_bytes_read_with_and_without_orjson_are_the_same(data):
    assume(not re.search(rb'[0-9]{19}', data))      # an integer past 64 bits: never written
    assert outcome(json_line, data) == outcome(scan_json_line, data)


@needs_orjson
def test_real_cache_files_read_the_same_with_and_without_orjson(tmp_path, monkeypatch):
    """Every line of the cache files of the conformance manifests (their trees
    and class bodies), and of a compile's footprints and ERB trees."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    cache = ParseCache.open()
    for path in MANIFESTS:
        try:
            lazygraph.evaluation.run_deep(parse, Source.from_file(path), cache=cache)
        except lazygraph.errors.ParseError:
            pass
    manifest = tmp_path / 'site.pp'
    manifest.write_text("class a ($x = 1) { notify { \"a${x}\": message => inline_template("
                        "'<%= [1, 2.5, 10 ** 30].join(%q(,)) %>') } }\n"
                        "class b { file { '/b': content => 'b' } }\ninclude a\n")
    lazygraph.load(str(manifest), node='n', facts={}).resolve('Notify[a1]', 'message')
    lines = 0
    for path in glob.glob(os.path.join(cache.directory, '*.json')):
        with open(path, 'rb') as f:
            data = f.read()
        if b'\n' in data:
            for line in data.split(b'\n'):
                assert outcome(json_line, line) == outcome(scan_json_line, line), path
                lines += 1
    assert lines > 1000


def test_the_cache_works_without_orjson(cache_dir, monkeypatch):
    """PyPy (orjson not installed): a file's tree, bodies and footprints read by json."""
    monkeypatch.setattr(cache_json, 'load_orjson', lambda: None)
    monkeypatch.setattr(LineReader, 'JSON_FIRST', 0)
    source = Source("class a ($port = 80) { notify { \"n${port}\": } }\ninclude a\n", 'm.pp')
    cache = ParseCache.open()
    first = parse(source, cache=cache)
    cache.remember_footprint(source, 'class a', {'includes': ['b']})
    cache.flush()
    again = ParseCache.open()
    second = parse(Source(source.text, 'm.pp'), cache=again)
    assert again.hits == 1
    assert shape(second) == shape(first)
    assert again.footprint(Source(source.text, 'm.pp'), 'class a') == {'includes': ['b']}
    assert again.read_line._orjson is False


def test_orjson_is_loaded_once_a_session_has_read_enough(cache_dir, monkeypatch):
    """A session reads its first JSON_FIRST bytes of lines with json (a `get`
    reads a few lines: orjson's import would cost more than it saves), then
    with orjson where installed; both read the same."""
    loaded = []
    monkeypatch.setattr(cache_json, 'load_orjson', lambda: loaded.append(1) or ORJSON)
    monkeypatch.delitem(sys.modules, 'orjson', raising=False)   # not imported yet
    text = ''.join("class c%d ($p = %d) { file { '/c%d': mode => '0644', content => \"${p}\" } }\n"
                   % (i, i, i) for i in range(40)) + ''.join('include c%d\n' % i for i in range(40))
    cache = ParseCache.open()
    first = parse(Source(text, 'm.pp'), cache=cache)
    cache.flush()
    [path] = glob.glob(os.path.join(cache.directory, '*.json'))
    with open(path, 'rb') as f:
        tree_line, bodies = f.read().split(b'\n', 1)
    assert len(bodies) > 1000
    # json reads the tree's line and the first bodies' lines
    monkeypatch.setattr(LineReader, 'JSON_FIRST', len(tree_line) + 500)
    again = ParseCache.open()
    reader = again.read_line
    second = parse(Source(text, 'm.pp'), cache=again)
    assert reader._orjson is None and loaded == []
    assert shape(second) == shape(first)                # builds every body
    assert loaded == [1] and reader._orjson == (ORJSON or False)


@needs_orjson
def test_a_process_that_imported_orjson_reads_with_it_at_once(monkeypatch):
    monkeypatch.setitem(sys.modules, 'orjson', sys.modules.get('orjson') or object())
    monkeypatch.setattr(cache_json, 'load_orjson', lambda: ORJSON)
    assert LineReader()._orjson == ORJSON
    monkeypatch.delitem(sys.modules, 'orjson')
    assert LineReader()._orjson is None


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    return tmp_path / 'cache'
