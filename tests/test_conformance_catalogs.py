"""Catalogs against Puppet 7.23: each tests/conformance/catalogs/NAME.pp was
compiled by the oracle (tools/regen_catalogs.py) and NAME.json committed. The
test compares resources (type, title, exported, kind, parameters, tags, line),
containment edges, classes and order — or, for error cases, that lazygraph
fails with a located error on the line Puppet names."""
import glob
import json
import os

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.outputs.catalog_json import to_catalog

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = sorted(glob.glob(os.path.join(HERE, 'conformance', 'catalogs', '*.pp')))
NODE = 'testnode.example.com'


def expected_for(path):
    with open(path[:-3] + '.json') as f:
        return json.load(f)


def facts_for(path):
    facts = path[:-3] + '.facts.json'
    if os.path.exists(facts):
        with open(facts) as f:
            return json.load(f)
    return {'hostname': 'testnode', 'fqdn': NODE}


def reduced(catalog):
    resources = []
    for r in catalog['resources']:
        item = {k: r[k] for k in ('type', 'title', 'tags', 'exported', 'kind') if k in r}
        if 'line' in r:
            item['line'] = r['line']
        item['parameters'] = r.get('parameters', {})
        resources.append(item)
    return {'resources': resources, 'edges': catalog['edges'], 'classes': catalog['classes']}


def test_suite_size():
    assert len(CASES) >= 80


@pytest.mark.parametrize('path', CASES, ids=lambda p: os.path.basename(p)[:-3])
def test_catalog_matches_puppet(path):
    expected = expected_for(path)
    if 'error' in expected:
        with pytest.raises(LazygraphError) as info:
            lazygraph.compile(path, node=NODE, facts=facts_for(path))
        assert info.value.span is not None, info.value.message
        if expected.get('line') is not None:
            assert info.value.span.line == expected['line'], (
                expected['error'], info.value.message)
        return
    catalog = lazygraph.compile(path, node=NODE, facts=facts_for(path))
    got = reduced(to_catalog(catalog.compiler))
    assert got['classes'] == expected['classes']
    assert [(r['type'], r['title']) for r in got['resources']] == \
        [(r['type'], r['title']) for r in expected['resources']]
    for ours, theirs in zip(got['resources'], expected['resources']):
        assert ours == theirs
    assert got['edges'] == expected['edges']
