"""Exported resources between nodes against Puppet 7.23 beside a store: each
tests/conformance/exports/NAME.pp is compiled for the nodes of NAME.nodes in
order, from an empty store, by Puppet (tools/regen_exports.py, with a resource
terminus answering as PuppetDB does) and here with lazygraph's SQLite store.
Every node's catalog must be the same (resources, tags, parameters, edges,
classes), or fail on the line Puppet names."""
import glob
import os

import json
import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.fleet.store import open_store
from lazygraph.outputs.catalog_json import comparable, to_catalog

DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'conformance', 'exports')
CASES = sorted(glob.glob(os.path.join(DIR, '*.pp')))


def name_of(path):
    return os.path.basename(path)[:-3]


def test_suite_size():
    assert len(CASES) >= 10


@pytest.mark.parametrize('path', CASES, ids=name_of)
def test_fleet_matches_puppet(path, tmp_path):
    with open(path[:-3] + '.json') as f:
        expected = json.load(f)
    with open(path[:-3] + '.nodes') as f:
        nodes = [line.strip() for line in f if line.strip()]
    assert list(expected) == nodes
    store = open_store(str(tmp_path / 'store.sqlite'))
    for node in nodes:
        want = expected[node]
        if 'error' in want:
            with pytest.raises(LazygraphError) as info:
                lazygraph.compile(path, node=node, store=store)
            assert info.value.span is not None, info.value.message
            if want['line'] is None:     # Puppet names no place: lazygraph the collector
                assert info.value.message == want['error']
            else:
                assert info.value.span.line == want['line'], (want['error'],
                                                              info.value.message)
            continue
        got = comparable(to_catalog(lazygraph.compile(path, node=node, store=store).compiler))
        assert got['classes'] == want['classes'], node
        assert [(r['type'], r['title']) for r in got['resources']] == \
            [(r['type'], r['title']) for r in want['resources']], node
        for ours, theirs in zip(got['resources'], want['resources']):
            assert ours == theirs, node
        assert got['edges'] == want['edges'], node
