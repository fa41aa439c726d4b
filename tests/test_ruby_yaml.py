"""Ruby's to_yaml (values/ruby_yaml.py), as stdlib's to_yaml and ERB templates
print it, against what Ruby printed (tests/conformance/ruby_yaml.json, made by
tools/regen_ruby_yaml.py with the Ruby Puppet 7.23 runs on)."""
import json
import os

import pytest

from lazygraph.templates.erb.rvalues import MStr
from lazygraph.templates.erb.yaml import to_yaml as erb_to_yaml
from lazygraph.values.ruby_yaml import to_yaml

with open(os.path.join(os.path.dirname(__file__), 'conformance', 'ruby_yaml.json')) as f:
    CASES = json.load(f)


@pytest.mark.parametrize('text, expected', CASES['strings'],
                         ids=[repr(s)[:30] for s, _ in CASES['strings']])
def test_a_string_alone_as_a_value_and_in_an_array(text, expected):
    assert [to_yaml(text), to_yaml({'k': text}), to_yaml([text])] == expected
    # the template interpreter's mutable Strings print the same
    assert [erb_to_yaml(MStr(text)), erb_to_yaml({'k': MStr(text)})] == expected[:2]


@pytest.mark.parametrize('data, expected', CASES['data'])
def test_nested_data(data, expected):
    assert to_yaml(data) == expected
    assert erb_to_yaml(data) == expected


@pytest.mark.parametrize('options, expected', CASES['options'], ids=str)
def test_psych_options(options, expected):
    assert to_yaml(CASES['option_data'], **options) == expected


def test_stdlib_to_yaml_takes_the_options_and_refuses_others(tmp_path):
    import lazygraph
    from lazygraph.errors import LazygraphError
    (tmp_path / 'stdlib').mkdir()
    (tmp_path / 'stdlib' / 'metadata.json').write_text('{"version": "9.7.0"}')
    options = dict(node='n', facts={}, modulepath=str(tmp_path))
    catalog = lazygraph.compile("notify { 'x': message => stdlib::to_yaml({'a' => "
                                "'one two three four five six'}, {'line_width' => 20}) }",
                                **options)
    # ruby -ryaml -e 'puts({"a" => "one two three four five six"}.to_yaml(line_width: 20))'
    assert catalog['Notify[x]'].get('message') == '---\na: >-\n  one two three four five\n  six\n'
    with pytest.raises(LazygraphError, match='only the options line_width and indentation'):
        lazygraph.compile("notify { 'x': message => stdlib::to_yaml({}, {'canonical' => true}) }",
                          **options)
