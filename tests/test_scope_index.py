"""A scope's assignment index found by a plan of paths (nodes/scope_index.py)
is the index found by walking the body; a plan that does not fit is never
trusted."""
import glob
import json
import os

import pytest

import lazygraph
from lazygraph.errors import ParseError
from lazygraph.nodes.definitions import ClassDefinition, DefineDefinition
from lazygraph.nodes.scope_index import apply_plan, build_index, index_plan
from lazygraph.outputs.catalog_json import comparable
from lazygraph.source import Source
from lazygraph.syntax.parser import parse
from tests.test_parse_cache import MANIFESTS


def offset(span, at):
    return at


def same_index(planned, walked):
    """Index and nested definitions alike: the same nodes of the same copy."""
    (index_a, defs_a), (index_b, defs_b) = planned, walked
    assert sorted(index_a) == sorted(index_b)
    for name, (ends, entries) in index_b.items():
        ends_a, entries_a = index_a[name]
        assert ends_a == ends
        assert len(entries_a) == len(entries)
        for (assignment_a, guards_a), (assignment, guards) in zip(entries_a, entries):
            assert assignment_a is assignment
            assert [(c, label) for c, label in guards_a] == list(guards)
            assert all(a is b for (a, _), (b, _) in zip(guards_a, guards))
    assert len(defs_a) == len(defs_b) and all(a is b for a, b in zip(defs_a, defs_b))


def bodies(program):
    for node in program.walk():
        if isinstance(node, (ClassDefinition, DefineDefinition)) and node.body is not None:
            yield node.body


def test_the_plan_of_every_conformance_body_finds_what_walking_finds():
    checked = assignments = 0
    for path in MANIFESTS:
        try:
            program = lazygraph.evaluation.run_deep(parse, Source.from_file(path))
        except ParseError:
            continue
        for body in bodies(program):
            plan = json.loads(json.dumps(index_plan(body)))    # as the cache keeps it
            copy = body.clone()
            walked_definitions = []
            walked = build_index(copy, walked_definitions, offset)
            same_index(apply_plan(plan, copy, offset), (walked, walked_definitions))
            checked += 1
            assignments += sum(len(entries) for _, entries in walked.values())
    assert checked > 300 and assignments > 300


BODY = """class a ($x = 1) {
  if $x == 1 { $v = 'one' } elsif $x == 2 { $v = 'two' } else { $v = 'other' }
  case $x { 1: { $w = 'c1' } default: { $w = 'cd' } }
  $s = $x ? { 1 => ($t = 'sel'), default => 'none' }
  [$p, $q] = [1, 2]
  unless $x == 3 { $u = 'not three' }
  define a::inner { }
  notify { 'n': message => "${v} ${w} ${s} ${t} ${p} ${q} ${u}" }
}
"""


def test_guards_of_every_kind_and_nested_definitions():
    (definition,) = [n for n in parse(Source(BODY)).walk() if isinstance(n, ClassDefinition)]
    plan = index_plan(definition.body)
    copy = definition.body.clone()
    definitions = []
    walked = build_index(copy, definitions, offset)
    assert sorted(walked) == ['p', 'q', 's', 't', 'u', 'v', 'w'] and len(definitions) == 1
    same_index(apply_plan(plan, copy, offset), (walked, definitions))


def planned(plan, name):
    """The [[path, guards], ...] of ``$name`` in a plan."""
    return next(entries for n, entries in plan[0] if n == name)


@pytest.mark.parametrize('damage', [
    lambda plan: planned(plan, 'v')[0][0].__setitem__(-1, 99),     # past a list's end
    lambda plan: planned(plan, 'v')[0].__setitem__(0, [0, 0]),      # not an assignment
    lambda plan: planned(plan, 'v')[0][1][0].__setitem__(1, 'maybe'),  # not a branch
    lambda plan: planned(plan, 'w')[1][1][0].__setitem__(1, 7),     # no such option
    lambda plan: plan[0][0].__setitem__(0, 'other'),                # another variable
    lambda plan: plan.__setitem__(1, [[0, 0]]),                     # not a definition
    lambda plan: plan.__setitem__(0, 'x'),                          # not a plan
])
def test_a_plan_that_does_not_fit_raises_value_error(damage):
    (definition,) = [n for n in parse(Source(BODY)).walk() if isinstance(n, ClassDefinition)]
    plan = json.loads(json.dumps(index_plan(definition.body)))
    damage(plan)
    with pytest.raises(ValueError):
        apply_plan(plan, definition.body.clone(), offset)


def test_a_damaged_plan_in_the_cache_is_not_trusted(tmp_path, monkeypatch):
    """The compile walks the body instead, and the catalog is the one without
    the cache."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(BODY + 'include a\n')

    def catalog():
        return comparable(lazygraph.compile(str(manifest), node='n', facts={}).to_data())
    expected = catalog()
    (path,) = glob.glob(os.path.join(tmp_path / 'cache' / 'parsed', '*.json'))
    with open(path, 'rb') as f:
        tree, *lines = f.read().split(b'\n')
    damaged = 0
    for i, line in enumerate(lines):
        item = json.loads(line)
        plan = item[1] if len(item) == 2 else None    # a body's line: [body, plan]
        if isinstance(plan, list) and isinstance(plan[0], list) and plan[0]:
            item[1][0][0][1][0][0] = [0, 0]               # its first entry: not an assignment
            lines[i] = json.dumps(item).encode()
            damaged += 1
    assert damaged == 1
    with open(path, 'wb') as f:
        f.write(b'\n'.join([tree] + lines))
    assert catalog() == expected
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    assert catalog() == expected


def test_a_define_learns_its_plan_from_its_first_instance(monkeypatch):
    """Without the cache, the first instance's body is walked and the others
    follow the plan learnt from it."""
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    from lazygraph.nodes import scope
    calls = {'walked': 0, 'planned': 0}
    walk, follow = scope.build_index, scope.apply_plan

    def walked(*args):
        calls['walked'] += 1
        return walk(*args)

    def planned(*args):
        calls['planned'] += 1
        return follow(*args)
    monkeypatch.setattr(scope, 'build_index', walked)
    monkeypatch.setattr(scope, 'apply_plan', planned)
    text = ("define d ($v) { if $v > 1 { $m = 'big' } else { $m = 'small' }\n"
            "  notify { $title: message => $m } }\n"
            + ''.join("d { 'n%d': v => %d }\n" % (i, i) for i in range(5)))
    catalog = lazygraph.compile(text, node='n', facts={}).to_data()
    messages = [r['parameters']['message'] for r in catalog['resources'] if r['type'] == 'Notify']
    assert messages == ['small', 'small', 'big', 'big', 'big']
    # the main manifest, the node's scope and the first instance are walked
    assert calls['planned'] == 4 and calls['walked'] <= 3
