"""Ruby's inspect, one implementation (lazygraph/values/ruby_inspect.py) for
every place Puppet prints a value the Ruby way: ERB's inspect and to_s,
sprintf's %p, Hiera's interpolation of arrays and hashes and its --explain
values, stdlib's to_toml. Each agrees with Ruby 3.1 (Puppet's) on the tricky
strings of tests/conformance/ruby_inspect.json (tools/regen_ruby_inspect.py:
quotes, backslashes, `#{`, `#$`, `#@`, control characters, C1 controls, U+0085,
format characters, separators, private use, unassigned code points, emoji)."""
import json
import os
import re

import pytest

import lazygraph
from lazygraph.data.explain import dump_value
from lazygraph.data.interpolation import _text
from lazygraph.templates.erb import compile_erb
from lazygraph.values.ruby_inspect import inspect_string, printable

HERE = os.path.dirname(os.path.abspath(__file__))
STDLIB9 = os.path.join(HERE, 'conformance', 'functions', 'modules', 'stdlib9')
with open(os.path.join(HERE, 'conformance', 'ruby_inspect.json')) as f:
    CASES = json.load(f)


def ids(case):
    return case['inspect'].encode('ascii', 'backslashreplace').decode()[:40]


class Scope:
    def __init__(self, variables):
        self.variables = variables

    def lookup(self, name):
        return name in self.variables, self.variables.get(name)

    def call_function(self, name, args):
        raise AssertionError(name)

    def warn(self, message):
        raise AssertionError(message)


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_the_implementation(case):
    assert inspect_string(case['string']) == case['inspect']


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_erb(case):
    template = compile_erb('<%= @s.inspect %>|<%= [@s, 1, nil].inspect %>|'
                           '<%= {@s => [true, 1.5]}.to_s %>|<%= [@s.dup].inspect %>', 't.erb')
    rendered = template.render(Scope({'s': case['string']}))
    assert rendered == '|'.join([case['inspect'], case['array'], case['hash'],
                                 '[%s]' % case['inspect']])


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_hiera_interpolation(case):
    assert _text([case['string'], 1, None]) == case['array']
    assert _text({case['string']: [True, 1.5]}) == case['hash']


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_hiera_explain(case):
    assert dump_value(case['string'], '') == case['inspect']
    assert dump_value([case['string']], '') == '[\n  %s\n]' % case['inspect']


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_sprintf_p(case):
    value = lazygraph.evaluate("sprintf('%p', $facts['s'])", facts={'s': case['string']})
    assert value == case['format']


@pytest.mark.parametrize('case', CASES, ids=ids)
def test_to_toml_takes_back_the_interpolation_escapes(case):
    toml = lazygraph.evaluate("stdlib::to_toml({'k' => $facts['s']})",
                              facts={'s': case['string']}, modulepath=STDLIB9)
    assert toml == 'k = %s\n' % re.sub(r'\\(#[$@{])', r'\1', case['inspect'])


def test_the_table_is_rubys_not_pythons():
    # U+0890 is a format character for Python (Unicode 14), unassigned for Ruby
    # 3.1 (Unicode 13.0): Ruby escapes it. U+0085 is a control Ruby prints.
    assert not printable('\u0890') and printable('\x85') and not printable('\u0378')
    assert printable('\u00e9') and printable('\ue000') and not printable('\U0010ffff')
