"""Catalogs against Puppet 7.23: each tests/conformance/catalogs/NAME.pp was
compiled by the oracle (tools/regen_catalogs.py) and NAME.json committed. The
test compares resources (type, title, exported, kind, parameters, tags, line),
containment edges, classes and order — or, for error cases, that lazygraph
fails with a located error on the line Puppet names."""
import glob
import json
import os
import re

import pytest

import lazygraph
from lazygraph.errors import LazygraphError

from lazygraph.outputs.catalog_json import comparable, to_catalog
from tools.catalog_cases import DIR, facts_for, modulepath_for, node_for

CASES = sorted(glob.glob(os.path.join(DIR, '*.pp')))


def expected_for(path):
    with open(path[:-3] + '.json') as f:
        return json.load(f)


# Cases NAME_spec.pp are what the spec allows and Puppet 7 rejects
# (docs/divergences.md): by default lazygraph gives the spec's result, checked
# here; with strict=True it fails where Puppet 7 fails.
SPEC_RESULTS = {
    'defaults_plus_arrow_spec': ('Exec[e]', 'path', ['/bin', '/usr/bin']),
    'override_refs_variable_spec': ('File[/a]', 'mode', '0600'),
    'override_unset_from_non_subclass_spec': ('File[/x]', 'mode', '0600'),
    'relationship_string_bare_spec': ('Class[Setup]', 'before', ['Class[Run]']),
    'type_definition_spec': ('Notify[marker]', 'message', 'true Marker({})'),
}


def name_of(path):
    return os.path.basename(path)[:-3]


# Cases whose error text must be Puppet's too, not only its line.
SAME_MESSAGE = {'class_param_errors_combined', 'class_param_errors_defaults_first',
                'define_param_errors_combined', 'class_param_errors_default_mismatch'}


def puppet_message(error):
    """The message of Puppet's error, without its prefix and location."""
    error = re.sub(r' \(file: [^()]*\)$', '', error)
    return re.sub(r'^Evaluation Error: (Error while evaluating a [A-Za-z ]+, )?', '', error)


def test_suite_size():
    assert len(CASES) >= 80
    assert sorted(n for n in map(name_of, CASES) if n.endswith('_spec')) == sorted(SPEC_RESULTS)


def compile_reduced(path, **options):
    catalog = lazygraph.compile(path, node=node_for(path), facts=facts_for(path),
                                modulepath=modulepath_for(path), **options)
    return comparable(to_catalog(catalog.compiler))


@pytest.mark.parametrize('path', CASES, ids=name_of)
def test_catalog_matches_puppet(path):
    expected = expected_for(path)
    if name_of(path) in SPEC_RESULTS:
        ref, param, value = SPEC_RESULTS[name_of(path)]
        got = compile_reduced(path)
        (resource,) = [r for r in got['resources'] if '%s[%s]' % (r['type'], r['title']) == ref]
        assert resource['parameters'][param] == value
        with pytest.raises(LazygraphError) as info:
            lazygraph.compile(path, node=node_for(path), facts=facts_for(path), strict=True)
        assert info.value.span.line == expected['line'], (expected['error'],
                                                          info.value.message)
        return
    if 'error' in expected:
        with pytest.raises(LazygraphError) as info:
            lazygraph.compile(path, node=node_for(path), facts=facts_for(path),
                              modulepath=modulepath_for(path))
        assert info.value.span is not None, info.value.message
        if expected.get('line') is not None:
            assert info.value.span.line == expected['line'], (
                expected['error'], info.value.message)
        if name_of(path) in SAME_MESSAGE:
            assert info.value.message == puppet_message(expected['error'])
        if 'instance_line' in expected:     # an error in a define body names the instance
            assert any(':%d:' % expected['instance_line'] in note
                       for note in info.value.notes), info.value.notes
        return
    got = compile_reduced(path)
    assert got['classes'] == expected['classes']
    assert [(r['type'], r['title']) for r in got['resources']] == \
        [(r['type'], r['title']) for r in expected['resources']]
    for ours, theirs in zip(got['resources'], expected['resources']):
        assert ours == theirs
    assert got['edges'] == expected['edges']
