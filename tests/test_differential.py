"""Differential fuzzing against Puppet 7.23: for every committed mutant of a
catalog conformance manifest (tools/regen_differential.py), lazygraph errors
where Puppet errors (on Puppet's line) and compiles the same catalog where Puppet
compiles. No Ruby needed: the mutated text and Puppet's outcome are committed."""
import json
import os

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from tests.test_conformance_catalogs import compile_reduced
from tools.catalog_cases import DIR, facts_for, node_for

with open(os.path.join(DIR, '..', 'differential.json')) as f:
    SEEDS = json.load(f)

# Disagreements other work on issue 14 is fixing (seed -> the issue item). The
# list must shrink: xfail is strict, so a seed that starts agreeing fails here.
FOUND = 'found by this fuzzing, not fixed yet (docs/safety/difffuzz.md)'
KNOWN = {}


def _params():
    for entry in SEEDS:
        marks = ()
        if entry['seed'] in KNOWN:
            marks = pytest.mark.xfail(strict=True, reason='issue 14: ' + KNOWN[entry['seed']])
        yield pytest.param(entry, id='%d-%s' % (entry['seed'], entry['case']), marks=marks)


def test_seed_set_size():
    assert len(SEEDS) >= 100
    assert len({e['seed'] for e in SEEDS}) == len(SEEDS)


@pytest.mark.parametrize('entry', list(_params()))
def test_agrees_with_puppet(entry, tmp_path):
    path = str(tmp_path / (entry['case'] + '.pp'))
    with open(path, 'w') as f:
        f.write(entry['text'])
    puppet = entry['puppet']
    if 'error' in puppet:
        with pytest.raises(LazygraphError) as info:
            lazygraph.compile(path, node=node_for(path), facts=facts_for(path))
        assert info.value.span is not None, info.value.message
        if puppet['line'] is not None:
            assert info.value.span.line == puppet['line'], (puppet['error'], info.value.message)
        if 'instance_line' in puppet:     # an error in a define body names the instance
            assert any(':%d:' % puppet['instance_line'] in note
                       for note in info.value.notes), info.value.notes
        return
    try:
        got = compile_reduced(path)
    except LazygraphError as error:
        pytest.fail('Puppet compiles, lazygraph: %s' % error)
    assert got == puppet['catalog']
