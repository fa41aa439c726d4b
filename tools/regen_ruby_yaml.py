#!/usr/bin/env python3
"""Regenerate tests/conformance/ruby_yaml.json: what Ruby's to_yaml (Psych on
libyaml, the Ruby Puppet 7.23 runs on) prints for tricky strings -- alone, as a
hash value and in an array -- for nested data, and with Psych's line_width and
indentation options. Needs `ruby`.

    python3 tools/regen_ruby_yaml.py
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'tests', 'conformance', 'ruby_yaml.json')

STRINGS = [
    '', 'y', 'n', 'Y', 'N', 'yes', 'No', 'true', 'off', 'null', 'Null', '~', 'nil', '1', '-1',
    '+1', '1_000', '1,000', '0o17', '017', '018', '0x1F', '0b101', '1.5', '.5', '1e3', '1.0e+3',
    '-.inf', '.nan', '.NaN', '1:20', '1:20:30.5', '2024-01-02', '2024-13-40', '2024-1-2 10:00',
    '2024-01-02 10:00:00', '12:30', 'a: b', 'a:b', 'a #b', 'a#b', '#x', '-x', '- x', '-', '?x',
    ':sym', ':', '[a]', '{a}', '*a', '&a', '!a', '|a', '>a', "'a", '"a', '%a', '@a', '`a', 'a ',
    ' a', 'a  b', 'word ' * 20, 'x' * 90, 'a b ' * 30 + 'end', ('lorem ipsum ' * 12).strip(),
    'http://example.com/a?b=c&d=e', 'multi\nline', 'multi\nline\n', 'trail\n', 'two\n\n',
    '\nlead', 'tab\there', 'tab\tand\nnl', 'ctrl\x01', 'uni é ü', '日本語', 'emoji 😀',
    'back\\slash', 'quo"te', "apo'strophe", '<<', '=', 'a=b', 'on', 'ON', 'Off', 'TRUE',
    'False', '  ', '0', '00', '0.0', '-0', '1.', '1..2', '1-2', '1/2', '+', '+a', 'a,b', 'a, b',
    '[', ']', '{', '}', ',a', 'key: value: x', ' leading and long ' * 6, 'x' * 79 + ' y',
    'x' * 80 + ' y', 'a ' * 40, 'a\u2028b', 'a\x85b', 'a\ufeffb', '\t', 'a\r\nb',
    'long\nmulti line with a very long line that goes past the eighty character limit for '
    'sure yes\nend', 'é' * 50 + ' ' + 'ü' * 50, 'a "quoted" word ' * 8, '#' + 'x y ' * 30]

DATA = [None, True, False, 1, -5, 1.5, 1.0e20, 1.0e-5, 100.0, 0.1, [], {}, [[]], [{}],
        {'a': []}, {'a': {}},
        {'a': [1, 2, {'b': None, 'c': [True, False]}], 'd': {'e': {'f': 'g'}}},
        [[1, [2, [3]]], {'x': 1}, None, ''],
        {'long key with spaces that goes on and on and on for quite a while past eighty': 'v'},
        {'text': 'line one\nline two\n', 'nested': {'deep': 'a\nb'}},
        {'list': ['word ' * 25, 'short']}, {'k': None, 'k2': [None]},
        {'a': {'b': {'c': {'d': 'word ' * 20}}}}]

OPTIONS = [{'line_width': 40}, {'line_width': -1}, {'indentation': 4},
           {'line_width': 60, 'indentation': 3}, {'line_width': 20}]
OPTION_DATA = {'a': 'word ' * 20, 'b': 'x' * 50, 'c': {'d': ['e', {'f': 'g h ' * 15}]},
               'long': 'a b ' * 30, 'short': 'a b c'}

RUBY = r'''
require 'json'; require 'yaml'
input = JSON.parse($stdin.read)
strings = input['strings'].map { |s| [s.to_yaml, { 'k' => s }.to_yaml, [s].to_yaml] }
data = input['data'].map { |d| d.to_yaml }
options = input['options'].map { |o| input['option_data'].to_yaml(o.transform_keys(&:to_sym)) }
puts JSON.generate('strings' => strings, 'data' => data, 'options' => options)
'''


def main():
    request = {'strings': STRINGS, 'data': DATA, 'options': OPTIONS, 'option_data': OPTION_DATA}
    ruby = subprocess.run(['ruby', '-e', RUBY], input=json.dumps(request), capture_output=True,
                          text=True, check=True)
    answers = json.loads(ruby.stdout)
    version = subprocess.run(['ruby', '-ryaml', '-e', 'print RUBY_VERSION, " psych ", '
                              'Psych::VERSION, " libyaml ", Psych::LIBYAML_VERSION'],
                             capture_output=True, text=True, check=True).stdout
    cases = {'ruby': version, 'strings': [[s, a] for s, a in zip(STRINGS, answers['strings'])],
             'data': [[d, a] for d, a in zip(DATA, answers['data'])],
             'options': [[o, a] for o, a in zip(OPTIONS, answers['options'])],
             'option_data': OPTION_DATA}
    with open(OUT, 'w') as f:
        json.dump(cases, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('%s: %d strings, %d data, %d options (%s)' % (
        OUT, len(STRINGS), len(DATA), len(OPTIONS), version))


if __name__ == '__main__':
    main()
