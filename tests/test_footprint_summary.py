"""The leaf summary kept with a file's cached footprints (syntax/footprint_file.py):
the leaf classes it says cannot touch a key are exactly those the footprints
themselves say (catalog/footprint._untouching_leaves), for any table, damaged
entries included; a damaged file never adds one."""
import json

import pytest
from hypothesis import given, settings, strategies as st

import lazygraph
from lazygraph.catalog.footprint import _untouching_leaves, untouching_leaves
from lazygraph.syntax.footprint_file import FootprintFile, encode

from test_cone import FACTS, classes

TYPES = ['file', 'package', 'class', 'exec', 'mydefine', None, 5]
TEXTS = ['/a', '/a/', '/A', 'b', 'B/', '', '/', 'straße', 'STRASSE', '/a\tb', 'é\n']
piece = st.one_of(st.sampled_from(TEXTS), st.just({'v': 'x::y'}),
                  st.sampled_from([None, 5, {'no': 'v'}]))
alternative = st.one_of(st.sampled_from(TEXTS), st.lists(piece, max_size=3),
                        st.sampled_from([5, None, {'v': 'x::y'}]))
titles = st.one_of(st.lists(alternative, max_size=3),
                   st.sampled_from([None, 'x', 5, {'any': True}]))
entry = st.one_of(st.tuples(st.sampled_from(TYPES), titles).map(list),
                  st.sampled_from([['file'], 'file', 3, ['file', ['/a'], 1]]))
entries = st.one_of(st.lists(entry, max_size=4), st.sampled_from([None, 'x', {}]))
literal = st.lists(st.one_of(st.sampled_from(TEXTS), st.lists(st.sampled_from(TEXTS),
                                                               max_size=2)), max_size=3)
wild = st.sampled_from([{'v': 'x::y'}, None])      # an unknown piece (any text)
pieces = st.lists(st.one_of(st.sampled_from(TEXTS), wild), max_size=2)
patterns = st.lists(st.one_of(st.sampled_from(TEXTS), st.tuples(pieces, wild, pieces).map(
    lambda parts: parts[0] + [parts[1]] + parts[2])), min_size=1, max_size=3)
leaf = st.fixed_dictionaries({}, optional={     # what a leaf class's footprint holds
    'declares': st.lists(st.tuples(st.sampled_from(TYPES[:6]),
                                   st.one_of(literal, patterns, titles)).map(list),
                         max_size=3),
    'touches': st.lists(st.tuples(st.sampled_from(TYPES[:6]), literal).map(list), max_size=2),
    'variables': st.just('{"v":["/a"]}')})
footprint = st.one_of(
    leaf, leaf,
    st.fixed_dictionaries({}, optional={
        'declares': entries, 'touches': entries,
        'variables': st.sampled_from(['{"v":["/a"]}', '{', 5, None]),
        'includes': st.sampled_from([['c1'], [], 'c1']),
        'calls': st.just(['f']), 'parent': st.just('c1'),
        'unreadable': st.just('why'), 'templates': st.just([['epp', 'm/t.epp']])}),
    st.sampled_from([None, 5, 'x', ['declares']]))
key = st.one_of(st.sampled_from(['class c%d' % i for i in range(8)]),
                st.sampled_from(['define d', 'function f', 'classy c', 'class ', 'class \t']))
tables = st.dictionaries(key, footprint, max_size=10)
ASKED_TYPES = ['file', 'package', 'class', 'exec', 'mydefine', 'user']
asked = st.tuples(st.sampled_from(ASKED_TYPES),
                  st.one_of(st.sampled_from(TEXTS), st.sampled_from(TEXTS), st.text(max_size=3)))


def summarised(table):
    footprints = FootprintFile(encode(table).encode('ascii'))
    assert footprints.leaf_summary() is not None
    return footprints


@settings(max_examples=300, deadline=None)
@given(tables, st.lists(asked, min_size=1, max_size=4))
def test_the_summary_gives_the_untouching_leaves_the_footprints_give(table, keys):
    footprints = summarised(table)
    for type_name, title in keys + [(t, text) for t in ASKED_TYPES for text in TEXTS]:
        assert untouching_leaves(footprints, type_name, title) == \
            _untouching_leaves(table, type_name, title)
    assert footprints._entries is None        # read without decoding every entry


@settings(max_examples=100, deadline=None)
@given(tables)
def test_each_footprint_reads_back_as_written(table):
    footprints = summarised(table)
    assert {k: footprints.get(k) for k in table} == table
    assert footprints.get('class nothing') is None
    assert FootprintFile(footprints._data).entries() == \
        {k: v for k, v in table.items() if v is not None}


def _damaged(data, how, where):
    lines = data.split(b'\n')
    line = where % len(lines)
    if how == 'truncated':
        return data[:where % len(data)]
    if how == 'line dropped':
        return b'\n'.join(lines[:line] + lines[line + 1:])
    if how == 'lines swapped':
        other = (line + 1) % len(lines)
        lines[line], lines[other] = lines[other], lines[line]
        return b'\n'.join(lines)
    if how == 'byte changed':      # in the summary or (mostly) its index: the checksum's
        start, length = len(lines[0]) + 1, json.loads(lines[0])[1]
        index = start + len(lines[1]) + 1
        at = index + where % (start + length - index) if where % 4 and index < start + length \
            else start + where % length
        return data[:at] + bytes([data[at] ^ 0x21]) + data[at + 1:]
    return b'[1]\n' + data       # 'header added'


@settings(max_examples=300, deadline=None)
@given(tables, st.sampled_from(['truncated', 'line dropped', 'lines swapped',
                                'byte changed', 'header added']),
       st.integers(min_value=0, max_value=10 ** 6), asked)
def test_a_damaged_file_never_makes_a_class_untouching(table, how, where, key):
    """Whatever part of the file is lost or changed, a class the footprints
    say may touch the key (or run something else) is never skipped."""
    data = encode(table).encode('ascii')
    damaged = FootprintFile(_damaged(data, how, where))
    for type_name, title in [key] + [(t, text) for t in ASKED_TYPES for text in TEXTS]:
        assert untouching_leaves(damaged, type_name, title) <= \
            _untouching_leaves(table, type_name, title)
    for name in table:
        assert damaged.get(name) in (None, table[name])


def test_a_remembered_footprint_is_judged_from_the_entries():
    """The summary describes the entries written with it: one remembered
    since is judged with the others from the entries themselves."""
    table = {'class a': {'declares': [['file', ['/a']]]}, 'class b': {}}
    footprints = summarised(table)
    assert untouching_leaves(footprints, 'file', '/b') == {'a', 'b'}
    footprints.remember('class b', {'declares': [['file', ['/b']]]})
    assert footprints.leaf_summary() is None
    assert untouching_leaves(footprints, 'file', '/b') == {'a'}
    again = FootprintFile(footprints.encode().encode('ascii'))
    assert again.leaf_summary() is not None
    assert untouching_leaves(again, 'file', '/b') == {'a'}


def test_an_empty_file_and_no_file_hold_nothing():
    for footprints in (FootprintFile(), FootprintFile(b''), summarised({})):
        assert footprints.get('class a') is None and 'class a' not in footprints
        assert untouching_leaves(footprints, 'file', '/a') == set()


@pytest.mark.parametrize('damage', [None, 'summary', 'index'])
def test_get_judges_a_manifests_leaves_from_the_summary(tmp_path, monkeypatch, damage):
    """A warm `get` reads which of a manifest's classes cannot touch its key
    from the summary, without decoding every footprint; with the summary or
    its index damaged it reads them all and gives the same answer."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(classes(30, 7))

    def get():
        catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
        return catalog.resolve('File[/srv/c7/conf]', 'content'), catalog.stats()

    assert get()[0] == 'port=8007\n'
    (path,) = [p for p in (tmp_path / 'cache' / 'parsed').iterdir()
               if FootprintFile(p.read_bytes()).get('class c7') is not None]
    if damage:
        data = path.read_bytes()
        at = data.index(b'"c12"' if damage == 'summary' else b'\t["c7"]') + 3
        path.write_bytes(data[:at] + b'9' + data[at + 1:])    # a name changed
    decoded = []
    real_entries = FootprintFile.entries
    monkeypatch.setattr(FootprintFile, 'entries',
                        lambda self: decoded.append(self) or real_entries(self))
    value, stats = get()
    assert value == 'port=8007\n'
    assert stats['classes evaluated'] == 1 and stats['classes skipped'] == 29
    assert bool(decoded) == bool(damage)
