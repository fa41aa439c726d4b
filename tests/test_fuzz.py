"""No input gives a Python traceback: every failure is a located LazygraphError.

Two generators: hypothesis builds token soups from Puppet's vocabulary, and a
seeded mutator damages every manifest the tests use (delete, insert, swap,
duplicate). Each result is parsed and, when it parses, evaluated.
"""
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lazygraph import evaluate, parse
from lazygraph.errors import LazygraphError

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

VOCABULARY = [
    '$a', '$b', '=', '1', '2.5', "'s'", '"d${a}"', '[', ']', '{', '}', '(', ')', ',', ';',
    ':', '=>', '+>', '->', '~>', '+', '-', '*', '/', '%', '<<', '==', '!=', '=~', '/x/',
    'in', 'and', 'or', '!', '?', 'if', 'else', 'unless', 'case', 'default', 'undef', 'true',
    'class', 'define', 'node', 'function', 'type', 'Integer', 'File', 'notice', 'foo',
    '|', '|$x|', '.', 'map', '@', '@@', '<|', '|>', '<<|', '|>>', '\n', '@(E)\nx\nE\n',
]


def check(text):
    try:
        parse(text)
    except LazygraphError as exc:
        assert exc.span is not None, (text, exc)
        exc.format()
        return
    try:
        evaluate(text)
    except LazygraphError as exc:
        exc.format()


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(VOCABULARY), max_size=25))
def test_token_soup_never_crashes(words):
    check(' '.join(words))


def corpus():
    texts = []
    with open(os.path.join(HERE, 'conformance', 'expressions.json')) as f:
        texts.extend(json.load(f))
    with open(os.path.join(ROOT, 'examples', 'site.pp')) as f:
        texts.append(f.read())
    return texts


def mutate(text, rng):
    if not text:
        return text
    i = rng.randrange(len(text))
    kind = rng.randrange(4)
    if kind == 0:
        return text[:i] + text[i + 1:]
    if kind == 1:
        return text[:i] + rng.choice('{}[]()$"\'|,:;=@/\\\n') + text[i:]
    if kind == 2 and i + 1 < len(text):
        return text[:i] + text[i + 1] + text[i] + text[i + 2:]
    return text[:i] + text[i] + text[i:]


def test_mutated_manifests_never_crash():
    rng = random.Random(20261122)
    texts = corpus()
    for _ in range(1500):
        text = rng.choice(texts)
        for _ in range(rng.randrange(1, 4)):
            text = mutate(text, rng)
        check(text)


def test_mutated_catalog_manifests_never_crash_the_compiler():
    import glob
    import lazygraph
    rng = random.Random(7)
    paths = sorted(glob.glob(os.path.join(HERE, 'conformance', 'catalogs', '*.pp')))
    texts = []
    for path in paths:
        with open(path) as f:
            texts.append(f.read())
    for _ in range(600):
        text = rng.choice(texts)
        for _ in range(rng.randrange(1, 3)):
            text = mutate(text, rng)
        try:
            lazygraph.compile(text, node='testnode.example.com',
                              facts={'hostname': 'testnode'}, filename='fuzz.pp')
        except LazygraphError as exc:
            assert exc.span is not None, (text, exc.message)
            exc.format()


# -- every function with odd arguments ------------------------------------------------

ODD_ARGUMENTS = ["undef", "''", "'a'", "-1", "0", "99999999999", "1.5", "[]", "[1, 'a', [2]]",
                 "{'a' => 1}", "true", "default", "Integer[1,3]", "'%d%s%x'"]
# functions that act on the catalog or the world: their misuse is tested elsewhere
NOT_FUZZED = {'generate', 'fail', 'include', 'require', 'contain', 'realize', 'tag', 'notice',
              'warning', 'err', 'info', 'debug', 'alert', 'crit', 'emerg', 'lookup', 'hiera',
              'hiera_array', 'hiera_hash', 'hiera_include', 'break', 'next', 'return',
              'create_resources', 'loadyaml', 'loadjson', 'load_module_metadata',
              'reverse_each'}     # reverse_each(99999999999) builds the list: see README


def _calls(names, arities=(0, 1, 2)):
    import itertools
    for name in names:
        if name in NOT_FUZZED:
            continue
        for n in arities:
            for combo in itertools.islice(itertools.product(ODD_ARGUMENTS, repeat=n), 40):
                yield "$r = %s(%s)\n" % (name, ', '.join(combo))


def _compile_all(calls, **options):
    import lazygraph
    crashes = {}
    for code in calls:
        try:
            lazygraph.compile(code, node='n', facts={}, timeout=5, **options)
        except LazygraphError:
            pass
        except Exception as exc:       # a traceback: the first per function and kind
            crashes.setdefault((code.split('(')[0], type(exc).__name__), code)
    return crashes


@pytest.mark.slow
def test_every_builtin_function_given_odd_arguments_fails_cleanly():
    # found: index('a') (IndexError), sprintf('%c', -1) (ValueError)...
    from lazygraph.functions import registry
    registry.load_all()
    assert _compile_all(_calls(sorted(registry.BUILTINS))) == {}


@pytest.mark.slow
def test_every_stdlib_function_given_odd_arguments_fails_cleanly(tmp_path):
    # found: defined_with_params(undef) (TypeError)
    from lazygraph.functions.stdlib import STDLIB, load_all
    load_all()
    (tmp_path / 'stdlib').mkdir()
    (tmp_path / 'stdlib' / 'metadata.json').write_text(
        '{"name": "puppetlabs-stdlib", "version": "9.7.0", "dependencies": []}')
    assert _compile_all(_calls(sorted(STDLIB), arities=(0, 1, 2)),
                        modulepath=str(tmp_path)) == {}
