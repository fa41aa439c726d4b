"""Functions against Puppet 7.23: tests/conformance/functions/GROUP.txt cases,
whose values (or errors, with their line) the oracle computed
(tools/regen_functions.py) and GROUP.json holds. Groups named stdlib* ran with
a real puppetlabs-stdlib on Puppet's modulepath; here the modulepath holds a
stub `stdlib` (modules/GROUP/stdlib: metadata.json only, with the version the
oracle ran), and lazygraph serves that stdlib version's functions itself."""
import glob
import json
import os
import re

import pytest

from lazygraph.errors import LazygraphError
from lazygraph.evaluation import load_program, resolve
from lazygraph.values.core import to_data

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, 'conformance', 'functions')
MODULES = os.path.join(DIR, 'modules')
with open(os.path.join(DIR, 'facts.json')) as f:
    FACTS = json.load(f)


def load_group(path):
    with open(path) as f:
        return [(os.path.basename(path)[:-5], case, result)
                for case, result in json.load(f).items()]


CASES = [c for path in sorted(glob.glob(os.path.join(DIR, '*.json')))
         if not path.endswith('facts.json') for c in load_group(path)]
VALUES = [c for c in CASES if 'value' in c[2]]
ERRORS = [c for c in CASES if 'error' in c[2]]


def run(group, case):
    stdlib = re.match(r'stdlib\d+', group)     # stdlib9_edges runs with stdlib9's stand-in
    modulepath = os.path.join(MODULES, stdlib.group(0)) if stdlib else None
    program = load_program(case, facts=FACTS, filename='case.pp', modulepath=modulepath)
    return resolve(program)


def case_id(case):
    return '%s:%s' % (case[0], case[1].replace('\n', ' ')[:70])


def test_groups_present():
    groups = {c[0] for c in CASES}
    assert 'core' in groups
    assert len(VALUES) >= 50 and len(ERRORS) >= 10


@pytest.mark.parametrize('case', VALUES, ids=case_id)
def test_value_matches_puppet(case):
    group, text, expected = case
    assert json.dumps(to_data(run(group, text))) == json.dumps(expected['value'])


@pytest.mark.parametrize('case', ERRORS, ids=case_id)
def test_error_matches_puppet(case):
    group, text, expected = case
    with pytest.raises(LazygraphError) as info:
        to_data(run(group, text))   # the oracle's value is a resource attribute's
    if expected.get('line') is not None and info.value.span is not None:
        assert info.value.span.line == expected['line'], expected['error']
