"""Random and mutated templates: a string or a TemplateError, never a traceback or a hang."""
import json
import os
import random
import time

import pytest

from lazygraph.errors import LazygraphError
from lazygraph.templates.erb import compile_erb, TemplateError

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, 'conformance', 'erb_cases.json'), encoding='utf-8') as f:
    DATA = json.load(f)
SEEDS = [c['template'] for c in DATA['cases']]
PIECES = ['<%', '<%=', '<%-', '-%>', '%>', '<%#', '<%%', '%%>', '\n', ' ', 'end', 'do', '|x|', '{', '}',
          '(', ')', '[', ']', '"', "'", '#{', '/', '%w[', '<<-EOS\n', 'EOS', '@list', '@hash', '.', '::',
          'if ', 'else', 'each', '?', ':', ',', '=', '==', '*', '**', '..', 'nil', '-1', '1e3', '\\',
          ':sym', '&:x', '$1', 'scope', "['name']", 'rescue', 'def ', 'while ', 'case ', 'when ', '%', '0x']


class Scope:
    def __init__(self):
        self.variables = DATA['vars']

    def lookup(self, name):
        name = name[2:] if name.startswith('::') else name
        return name in self.variables, self.variables.get(name)

    def call_function(self, name, args):
        if name == 'fake_upper':
            return str(args[0]).upper()
        raise LazygraphError('unknown function %s' % name)


def mutate(rng, text):
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        pos = rng.randint(0, len(text))
        if choice < 0.35 and text:
            end = min(len(text), pos + rng.randint(1, 6))
            text = text[:pos] + text[end:]
        elif choice < 0.8:
            text = text[:pos] + rng.choice(PIECES) + text[pos:]
        else:
            other = rng.choice(SEEDS)
            start = rng.randint(0, len(other))
            text = text[:pos] + other[start:start + rng.randint(1, 20)] + text[pos:]
    return text


def check(text):
    started = time.monotonic()
    try:
        out = compile_erb(text, 'fuzz.erb').render(Scope())
        assert isinstance(out, str)
    except TemplateError as exc:
        assert exc.span is not None and exc.span.filename == 'fuzz.erb'
        exc.format()
    except LazygraphError:
        pass        # a Puppet function's own error, passed through
    assert time.monotonic() - started < 10, repr(text)


def run(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        text = mutate(rng, rng.choice(SEEDS))
        try:
            check(text)
        except Exception as exc:       # report the template that broke it
            raise AssertionError('%r: %s: %s' % (text, type(exc).__name__, exc)) from exc


def test_mutated_templates_never_crash():
    run(1500, seed=2026)


def test_random_piece_soup_never_crashes():
    rng = random.Random(7)
    for _ in range(800):
        text = ''.join(rng.choice(PIECES) for _ in range(rng.randint(1, 25)))
        try:
            check(text)
        except Exception as exc:
            raise AssertionError('%r: %s: %s' % (text, type(exc).__name__, exc)) from exc


def test_deep_nesting_is_an_error_not_a_crash():
    check('<%= ' + '(' * 5000 + '1' + ')' * 5000 + ' %>')
    check('<%= ' + '[' * 5000 + ']' * 5000 + ' %>')
    check('<% if true %>' * 3000 + '<% end %>' * 3000)


@pytest.mark.slow
def test_many_more_mutations():
    for seed in range(3):
        run(3000, seed=seed)
