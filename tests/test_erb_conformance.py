"""Templates rendered by Ruby's own ERB (tools/regen_erb.py) replayed without Ruby."""
import json
import os

import pytest

from lazygraph.errors import LazygraphError
from lazygraph.templates.erb import compile_erb, TemplateError

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, 'conformance', 'erb_cases.json'), encoding='utf-8') as f:
    DATA = json.load(f)
CASES = DATA['cases']

# Ruby exceptions the interpreter reproduces by class (others: any TemplateError).
RUNTIME_CLASSES = {'NoMethodError', 'NameError', 'TypeError', 'ArgumentError', 'ZeroDivisionError',
                   'KeyError', 'IndexError', 'FrozenError', 'RuntimeError'}


class FakeScope:
    """The same variables and stand-in functions as tools/erb_harness.rb."""

    FUNCTIONS = {
        'fake_upper': lambda args: _ruby_to_s(args[0]).upper(),
        'fake_join': lambda args: '-'.join(_ruby_to_s(a) for a in args),
        'fake_count': lambda args: len(args),
        'fake_nil': lambda args: None,
        'fake_list': lambda args: ['x', 1, None],
    }

    def __init__(self, variables):
        self.variables = variables

    def lookup(self, name):
        name = name[2:] if name.startswith('::') else name
        return name in self.variables, self.variables.get(name)

    def call_function(self, name, args):
        if name not in self.FUNCTIONS:
            raise LazygraphError('Unknown function: %s' % name)
        return self.FUNCTIONS[name](args)


def _ruby_to_s(value):
    from lazygraph.templates.erb.rvalues import to_s, from_puppet
    return to_s(from_puppet(value))


def _case_id(case):
    return repr(case['template'])[:60]


@pytest.mark.parametrize('case', CASES, ids=[_case_id(c) for c in CASES])
def test_matches_ruby_erb(case):
    variables = DATA['vars'] if case['vars'] == 'VARS' else case['vars']
    scope = FakeScope(variables)
    if 'output' in case:
        assert compile_erb(case['template'], 'case.erb').render(scope) == case['output']
        return
    with pytest.raises(TemplateError) as info:
        compile_erb(case['template'], 'case.erb').render(scope)
    if case['error'] in RUNTIME_CLASSES and getattr(info.value, 'ruby_class', None):
        assert info.value.ruby_class == case['error'], info.value.message
    assert info.value.span is not None
