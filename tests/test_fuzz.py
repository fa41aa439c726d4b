"""No input gives a Python traceback: every failure is a located LazygraphError.

Two generators: hypothesis builds token soups from Puppet's vocabulary, and a
seeded mutator damages every manifest the tests use (delete, insert, swap,
duplicate). Each result is parsed and, when it parses, evaluated.
"""
import json
import os
import random

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
