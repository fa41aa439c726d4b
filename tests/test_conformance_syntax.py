"""Syntax errors where Puppet 7 reports them: the expected line and column come
from `puppet parser validate` (tools/regen_syntax_errors.py), committed as JSON."""
import json
import os

import pytest

from lazygraph import parse
from lazygraph.errors import ParseError

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, 'conformance', 'syntax_errors.json')) as f:
    CASES = json.load(f)


@pytest.mark.parametrize('case', list(CASES))
def test_syntax_error_position_matches_puppet(case):
    expected = CASES[case]
    if expected.get('valid'):
        parse(case + '\n', 'case.pp')
        return
    with pytest.raises(ParseError) as info:
        parse(case + '\n', 'case.pp')
    span = info.value.span
    assert span.filename == 'case.pp'
    if expected.get('line') is not None:
        assert (span.line, span.column) == (expected['line'], expected['column']), \
            (expected['error'], info.value.message)
