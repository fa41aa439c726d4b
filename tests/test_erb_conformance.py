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


def _stored_and_read_back(template):
    """The template as the parse cache gives it on a later run: its tree stored
    as JSON text and read back (templates/erb/stored.py)."""
    from lazygraph.templates.erb import ErbTemplate, stored
    data = json.loads(json.dumps(stored.encode(template.tree), ensure_ascii=False))
    assert stored.encode(stored.decode(data)) == data
    return ErbTemplate.from_tree(template.text, template.filename, stored.decode(data))


def _outcome(template, scope):
    try:
        return 'output', template.render(scope)
    except TemplateError as exc:
        return 'error', (getattr(exc, 'ruby_class', None), exc.message,
                         exc.span.start if exc.span is not None else None)


def test_every_case_read_back_from_the_cache_renders_as_compiled():
    """Each case's stored and read-back tree renders what the compiled one
    does: the same text, or the same error at the same place."""
    stored_count = 0
    for case in CASES:
        variables = DATA['vars'] if case['vars'] == 'VARS' else case['vars']
        try:
            template = compile_erb(case['template'], 'case.erb')
        except TemplateError:
            continue           # a parse error: nothing is stored
        read_back = _stored_and_read_back(template)
        stored_count += 1
        assert _outcome(read_back, FakeScope(variables)) == \
            _outcome(template, FakeScope(variables)), case['template']
    assert stored_count > 2000


def test_a_damaged_stored_tree_is_not_read():
    from lazygraph.templates.erb import stored
    template = compile_erb('<%= @a.map { |x| x * 2 }.join(",") %>', 'x.erb')
    data = stored.encode(template.tree)
    for damaged in ({'o': 'Seq', 'v': []}, {'o': 'Popen', 'v': []}, {'x': 1}, {'t': 3},
                    {'d': [[1]]}, {'o': 'Seq', 'v': [None, {'o': 'Kernel', 'v': []}]}):
        with pytest.raises(ValueError):
            stored.decode(damaged)
    assert stored.encode(stored.decode(data)) == data
