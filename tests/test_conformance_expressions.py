"""Expression values against Puppet 7.23: the expected JSON was produced by the
oracle (tools/regen_expressions.py) and is committed, so no Ruby is needed here."""
import json
import os

import pytest

from lazygraph import evaluate
from lazygraph.errors import LazygraphError
from lazygraph.values.core import to_data

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, 'conformance', 'expressions.json')) as f:
    CASES = json.load(f)

VALUES = [c for c, r in CASES.items() if 'value' in r]
ERRORS = [c for c, r in CASES.items() if 'error' in r]


def test_suite_is_large_enough():
    assert len(CASES) >= 150
    assert len(ERRORS) >= 20


@pytest.mark.parametrize('case', VALUES)
def test_value_matches_puppet(case):
    got = to_data(evaluate(case, filename='case.pp'))
    assert json.dumps(got) == json.dumps(CASES[case]['value'])


@pytest.mark.parametrize('case', ERRORS)
def test_error_matches_puppet(case):
    expected = CASES[case]
    with pytest.raises(LazygraphError) as info:
        evaluate(case, filename='case.pp')
    if expected.get('line') is not None and info.value.span is not None:
        assert info.value.span.line == expected['line'], expected['error']
