"""Hiera against Puppet 7.23: each tests/conformance/hiera/CASE/ is an environment
(production/) with data in the three layers; tools/regen_hiera.py compiled it with
the oracle (expected.json) and ran `puppet lookup` on the same data
(lookups.expected.json). Here lazygraph compiles the same environment and runs
`lazygraph lookup` with the same arguments."""
import json
import os
import re
import shlex
import shutil

import pytest

import lazygraph
from lazygraph.cli import main
from lazygraph.data.environment import Environment
from lazygraph.data.lookup import Settings
from lazygraph.errors import LazygraphError
from lazygraph.outputs.catalog_json import comparable, to_catalog
from tools.hiera_cases import DIR

CASES = sorted(n for n in os.listdir(DIR)
               if os.path.isfile(os.path.join(DIR, n, 'expected.json')))


def load(name, file):
    with open(os.path.join(DIR, name, file)) as f:
        return json.load(f)


def global_config(name):
    path = os.path.join(DIR, name, 'global', 'hiera.yaml')
    return path if os.path.isfile(path) else None


def needs_ruby(name):
    """Cases with Hiera backends written in Ruby: lazygraph runs them with --ruby,
    which needs Puppet's Ruby (as tests/test_ruby_bridge.py)."""
    if load(name, 'case.json').get('ruby') and shutil.which('puppet') is None:
        pytest.skip('needs Puppet (Ruby backends run through the Ruby helper)')
    return bool(load(name, 'case.json').get('ruby'))


def compile_case(name):
    base = os.path.join(DIR, name)
    env = Environment(os.path.join(base, 'production'))
    settings = Settings(hiera_config=global_config(name), environment_dir=env.directory,
                        modulepath=env.modulepath())
    meta = load(name, 'case.json')
    files = env.manifest_files()
    catalog = lazygraph.compile(files[0] if len(files) == 1 else files, node=meta['node'],
                                facts=load(name, 'facts.json'),
                                modulepath=':'.join(env.modulepath()), data=settings,
                                ruby=needs_ruby(name))
    try:
        return comparable(to_catalog(catalog.compiler))
    finally:
        catalog.compiler.runtime.close()


def test_suite_size():
    assert len(CASES) >= 150


@pytest.mark.parametrize('name', CASES)
def test_catalog_matches_puppet(name):
    expected = load(name, 'expected.json')
    phrase = load(name, 'case.json').get('phrase')
    if 'error' in expected:
        with pytest.raises(LazygraphError) as info:
            compile_case(name)
        if phrase:
            assert phrase.lower() in expected['error'].lower(), expected['error']
            assert phrase.lower() in str(info.value).lower(), (expected['error'],
                                                               str(info.value))
        return
    assert phrase is None, 'Puppet compiled a case expected to fail: %s' % name
    got = compile_case(name)
    assert got['classes'] == expected['classes']
    assert [(r['type'], r['title']) for r in got['resources']] == \
        [(r['type'], r['title']) for r in expected['resources']]
    for ours, theirs in zip(got['resources'], expected['resources']):
        assert ours == theirs
    assert got['edges'] == expected['edges']


LOOKUPS = [(name, spec) for name in CASES
           if os.path.isfile(os.path.join(DIR, name, 'lookups.expected.json'))
           for spec in load(name, 'lookups.expected.json')]


def run_lookup(name, spec, capsys, *extra):
    base = os.path.join(DIR, name)
    argv = ['lookup', '--environment-dir', os.path.join(base, 'production'),
            '--node', load(name, 'case.json')['node'],
            '--facts', os.path.join(base, 'facts.json')] + list(extra) + shlex.split(spec)
    if needs_ruby(name):
        argv.append('--ruby')
    if global_config(name):
        argv += ['--hiera-config', global_config(name)]
    code = main(argv)
    out = capsys.readouterr().out
    return code, out.replace(base + '/', '')


def test_lookup_suite_size():
    assert len(LOOKUPS) >= 60


@pytest.mark.parametrize('name,spec', LOOKUPS, ids=['%s:%s' % pair for pair in LOOKUPS])
def test_lookup_matches_puppet_lookup(name, spec, capsys):
    expected = load(name, 'lookups.expected.json')[spec]
    code, out = run_lookup(name, spec, capsys, '--render-as', 'json')
    if expected['value']['exit'] != 0:
        assert code != 0, out
        return
    assert code == 0
    assert json.loads(out) == json.loads(expected['value']['stdout'])


# The lookups whose YAML and `s` output `puppet lookup` recorded (all but the eyaml
# case's, recorded before: Puppet's Ruby here has lost the hiera-eyaml library).
RENDERED = [(name, spec) for name, spec in LOOKUPS
            if 'yaml' in load(name, 'lookups.expected.json')[spec]]


def test_rendered_lookups():
    assert len(RENDERED) >= len(LOOKUPS) - 2


@pytest.mark.parametrize('name,spec', RENDERED, ids=['%s:%s' % pair for pair in RENDERED])
@pytest.mark.parametrize('render_as', ['yaml', 's'])
def test_lookup_prints_as_puppet_lookup(name, spec, render_as, capsys):
    """The value printed as `puppet lookup --render-as yaml` (its default: Psych's
    YAML) and `s` (Ruby's to_s) print it, byte for byte."""
    expected = load(name, 'lookups.expected.json')[spec][render_as]
    code, out = run_lookup(name, spec, capsys, '--render-as', render_as)
    if expected['exit'] != 0:
        assert code != 0, out
        return
    assert out == expected['stdout']


def _steps(text):
    """The places an explanation visits and what it found there."""
    steps = []
    for line in text.splitlines():
        line = line.strip()
        if re.match(r'(Path|URI|Hierarchy entry) "|Found key: "[^"]*"|Path not found', line):
            steps.append(re.sub(r' value: .*', '', line))
    return steps


@pytest.mark.parametrize('name,spec', LOOKUPS, ids=['%s:%s' % pair for pair in LOOKUPS])
def test_explain_visits_what_puppet_visits(name, spec, capsys):
    expected = load(name, 'lookups.expected.json')[spec]['explain']
    _, out = run_lookup(name, spec, capsys, '--explain')
    theirs = _steps(expected['stdout'].split('Searching for "%s"' % shlex.split(spec)[0])[-1])
    ours = _steps(out.split('Searching for "%s"' % shlex.split(spec)[0])[-1])
    assert ours == theirs, '\n'.join(['puppet:'] + theirs + ['lazygraph:'] + ours)


# Where lazygraph's explanation is knowingly not Puppet's text: Puppet prints a data
# error as the explanation's last line (lazygraph reports it as an error, in its own
# words), and a deep merge's knockout prefix shows removed from a value found before the
# merge (deep_merge! changes the hash Puppet's explanation still refers to).
EXPLAIN_TEXT_DIFFERS = {('err_yaml_date_value', 'k'),
                        ('merge_deep_knockout_array', 'k --merge deep --knock-out-prefix=--'),
                        ('merge_options_deep_with_options', 'k')}


@pytest.mark.parametrize('name,spec', LOOKUPS, ids=['%s:%s' % pair for pair in LOOKUPS])
def test_explain_text_is_puppets(name, spec, capsys):
    """The whole explanation, line for line: layers, hierarchy entries, locations,
    merge strategies with their options and merged results, interpolations, values
    laid out as Puppet's explainer does."""
    expected = load(name, 'lookups.expected.json')[spec]['explain']['stdout']
    _, out = run_lookup(name, spec, capsys, '--explain')
    theirs = [line.rstrip() for line in expected.splitlines() if not line.startswith('\x1b')]
    ours = [line.rstrip() for line in out.splitlines()]
    if (name, spec) in EXPLAIN_TEXT_DIFFERS:
        assert ours != theirs
    else:
        assert ours == theirs


EXAMPLE = os.path.join(os.path.dirname(DIR), '..', '..', 'examples', 'control-repo')


@pytest.mark.parametrize('node', ['web01.example.com', 'db01.example.com'])
def test_control_repo_example_compiles_as_puppet(node, tmp_path):
    out = str(tmp_path / 'catalog.json')
    assert main(['compile', '--environment-dir', os.path.join(EXAMPLE, 'production'),
                 '--hiera-config', os.path.join(EXAMPLE, 'global', 'hiera.yaml'),
                 '--node', node, '--facts', os.path.join(EXAMPLE, 'facts'), '-o', out]) == 0
    with open(out) as f:
        got = comparable(json.load(f))
    with open(os.path.join(EXAMPLE, 'expected', node + '.json')) as f:
        assert got == json.load(f)
