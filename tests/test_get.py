"""Single catalog keys (lazygraph.load, `lazygraph get`) against the full compile.

The property: for every resource and attribute of every conformance case,
resolving that one key on a fresh lazy catalog gives exactly what Puppet's
catalog (the committed oracle JSON) holds. The counting tests show that only
the key's cone is resolved.
"""
import glob
import json
import os

import pytest

import lazygraph
from lazygraph.catalog.lazy import KeyNotFound
from lazygraph.errors import LazygraphError
from lazygraph.outputs.catalog_json import comparable
from tools.catalog_cases import DIR, facts_for, modulepath_for, node_for

CASES = sorted(glob.glob(os.path.join(DIR, '*.pp')))


def expected_for(path):
    with open(path[:-3] + '.json') as f:
        return json.load(f)


def load(path):
    return lazygraph.load(path, node=node_for(path), facts=facts_for(path),
                          modulepath=modulepath_for(path))


def name_of(path):
    return os.path.basename(path)[:-3]


SUCCESSES = [p for p in CASES if 'error' not in expected_for(p)]
FAILURES = [p for p in CASES if 'error' in expected_for(p) and not name_of(p).endswith('_spec')]


def ref(resource):
    return '%s[%s]' % (resource['type'], resource['title'])


def sampled(resources, most=60):
    """Every resource of an ordinary case; of a large one (a thousand generator
    passes), every n-th and the last: each key costs a fresh compile."""
    if len(resources) <= most:
        return resources
    step = len(resources) // most + 1
    return resources[::step] + resources[-1:]


@pytest.mark.parametrize('path', SUCCESSES, ids=name_of)
def test_every_single_key_equals_the_full_catalog(path):
    expected = expected_for(path)
    assert load(path).keys() == [ref(r) for r in expected['resources']]
    for resource in sampled(expected['resources']):
        params = resource.get('parameters', {})
        assert load(path).parameters(ref(resource)) == params, ref(resource)
        for name, value in params.items():
            # A fresh lazy catalog per attribute: nothing resolved by another key.
            assert load(path).resolve(ref(resource), name) == value, (ref(resource), name)


@pytest.mark.parametrize('path', SUCCESSES, ids=name_of)
def test_lazy_catalog_resolves_to_the_full_catalog(path):
    expected = comparable(expected_for(path))
    assert comparable(load(path).to_data()) == expected


@pytest.mark.parametrize('path', FAILURES, ids=name_of)
def test_errors_surface_when_everything_is_resolved(path, monkeypatch):
    import lazygraph.catalog
    recompiled = []
    compile_catalog = lazygraph.catalog.compile

    def recompile(*args, **kwargs):
        recompiled.append(True)
        return compile_catalog(*args, **kwargs)
    monkeypatch.setattr(lazygraph.catalog, 'compile', recompile)
    expected = expected_for(path)
    catalog = load(path)
    with pytest.raises(LazygraphError) as info:
        catalog.to_data()
    assert info.value.span is not None, info.value.message
    if expected.get('line') is not None:
        assert info.value.span.line == expected['line'], (expected['error'],
                                                          info.value.message)
    # A compile is asked only when the lazy structure itself failed.
    assert not recompiled or catalog._compiler is None


def test_a_failing_value_is_reported_without_compiling_again(monkeypatch):
    import lazygraph.catalog

    def no_recompile(*args, **kwargs):
        raise AssertionError('compiled again')
    monkeypatch.setattr(lazygraph.catalog, 'compile', no_recompile)
    catalog = lazygraph.load("notify { 'a': message => 'fine' }\n"
                             "notify { 'b': message => \"${1 / 0}\" }\n"
                             "notify { 'c': message => \"${[][1][2]}\" }\n",
                             node='n', facts={})
    with pytest.raises(LazygraphError) as info:
        catalog.to_data()
    assert info.value.span.line == 2


def independent(n):
    """n resources whose attribute values fail if they are ever evaluated."""
    lines = []
    for i in range(n):
        lines.append("file { '/f/%d': mode => '0644', content => \"c${%d / (%d - %d)}\" }"
                     % (i, i, i, i))
    lines.append("file { '/etc/motd': mode => String(6 * 100 + 44), content => \"hi\" }")
    return '\n'.join(lines) + '\n'


def test_one_key_resolves_a_constant_number_of_attribute_values():
    catalog = lazygraph.load(independent(10000), node='n', facts={})
    assert catalog.resolve('File[/etc/motd]', 'mode') == '644'
    assert catalog.stats()['attribute values resolved'] == 1
    assert catalog.parameters('File[/etc/motd]') == {'mode': '644', 'content': 'hi'}
    assert catalog.stats()['attribute values resolved'] == 2
    assert len(catalog.keys()) == 10004      # Stage, Class[Settings], Class[main] ...
    with pytest.raises(LazygraphError, match='divided by zero|by 0'):
        catalog.resolve('File[/f/7]', 'content')


def test_cost_does_not_depend_on_other_resources_attributes():
    small = lazygraph.load(independent(10), node='n', facts={})
    small.resolve('File[/etc/motd]', 'content')
    small_stats = small.stats()
    large = lazygraph.load(independent(1000), node='n', facts={})
    large.resolve('File[/etc/motd]', 'content')
    large_stats = large.stats()
    assert small_stats['attribute values resolved'] == large_stats[
        'attribute values resolved'] == 1
    # Structure (titles) grows with the manifest; attribute values do not.
    assert large_stats['resources'] == small_stats['resources'] + 990


def test_defaults_and_overrides_stay_lazy_until_asked():
    source = '''
    File { mode => String(1/0) }
    file { '/a': content => 'x' }
    file { '/b': content => 'y', mode => '0600' }
    File['/b'] { owner => String(2/0) }
    '''
    catalog = lazygraph.load(source, node='n', facts={})
    assert catalog.resolve('File[/b]', 'mode') == '0600'
    assert catalog.resolve('File[/a]', 'content') == 'x'
    with pytest.raises(LazygraphError):
        catalog.resolve('File[/a]', 'mode')


def test_catalog_functions_in_values_run_at_declaration():
    # include() in an attribute value changes the catalog: never deferred.
    source = '''
    class c { notify { 'from c': } }
    notify { 'x': message => include(c) }
    '''
    catalog = lazygraph.load(source, node='n', facts={})
    assert 'Notify[from c]' in catalog
    assert 'Class[C]' in catalog


def test_key_forms_and_misses():
    catalog = lazygraph.load("file { '/etc/motd': mode => '0644' }\n"
                             "@user { 'ghost': }\n", node='n', facts={})
    assert catalog["file['/etc/motd']"]['mode'] == '0644'
    assert catalog['File[/etc/motd]'].keys() == ['mode']
    assert 'File[/etc/motd]' in catalog
    assert 'File[/etc/mtod]' not in catalog
    with pytest.raises(KeyNotFound) as info:
        catalog.resolve('File[/etc/mtod]', 'mode')
    assert info.value.suggestions == ['File[/etc/motd]']
    with pytest.raises(KeyNotFound, match='virtual'):
        catalog['User[ghost]']
    with pytest.raises(KeyNotFound, match="no attribute 'mdoe'"):
        catalog.resolve('File[/etc/motd]', 'mdoe')
    with pytest.raises(KeyNotFound, match="'owner' is not set"):
        catalog.resolve('File[/etc/motd]', 'owner')
    with pytest.raises(KeyNotFound, match='not a resource key'):
        catalog.find('motd')


def test_explain_shows_the_predecessor_chain():
    source = '''class base($mode = '0644') {
  File { owner => 'root', mode => $mode }
}
class web inherits base {
  file { '/etc/motd': content => 'hi' }
  File['/etc/motd'] { mode => '0600' }
}
include web
File <| title == '/etc/motd' |> { mode +> [] , group => 'wheel' }
'''
    catalog = lazygraph.load(source, node='n', facts={})
    explanation = catalog.explain('File[/etc/motd]', 'mode')
    steps = explanation.to_data()['steps']
    assert [s['origin'] for s in steps] == ['collector override', 'override', 'resource default']
    assert steps[1]['via'] == 'from Class[Web]'
    assert steps[2]['via'] == 'in Class[Base], reached through Class[Web] -> Class[Base]'
    assert [s['location'].split(':', 1)[1] for s in steps] == ['9:35', '6:23', '2:27']
    assert explanation.value == ['0600']
    text = str(explanation)
    assert text.splitlines()[0] == 'File[/etc/motd].mode = ["0600"]'
    assert "File['/etc/motd'] { mode => '0600' }" in text
    group = catalog.explain('File[/etc/motd]', 'group').to_data()['steps']
    assert group[0]['via'] == 'collector at <string>:9:1'


def test_explain_class_parameters_and_define_defaults():
    source = '''define d($x = 'dx') { }
class k($p = 'pdefault', $q = undef) { d { 'i': } }
class { 'k': q => 'given' }
'''
    catalog = lazygraph.load(source, node='n', facts={})
    assert catalog.explain('Class[K]', 'p').to_data()['steps'][0]['via'] == 'default'
    q = catalog.explain('Class[K]', 'q').to_data()['steps'][0]
    assert (q['via'], q['location']) == ('given', '<string>:3:14')    # at the argument
    x = catalog.explain('D[i]', 'x').to_data()['steps'][0]
    assert (x['origin'], x['value'], x['location']) == ('parameter default', 'dx', '<string>:1:10')
