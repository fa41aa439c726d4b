"""Constant folding with partial results (yay's fold / CantFold)."""
from lazygraph import fold, load_program
from lazygraph.nodes import access as A
from lazygraph.nodes import calls as C
from lazygraph.nodes import control as F
from lazygraph.nodes import data as D
from lazygraph.nodes.scope import Block


def folded(text, unknown=('u',), facts=None):
    program = load_program(text, unknown=unknown, facts=facts)
    node, known = fold(program.body.statements[-1])
    return node, known


def test_pure_expressions_fold_to_constants():
    node, known = folded('[1 + 2, "a${1 + 1}", upcase("x"), Integer[1, 2]]')
    assert known and isinstance(node, D.Sequence)
    assert [item.value for item in node.items[:3]] == [3, 'a2', 'X']
    assert str(node.items[3].value) == 'Integer[1, 2]'


def test_true_and_unknown_folds_to_the_unknown():
    node, known = folded('true and $u')
    assert not known and isinstance(node, A.Variable) and node.name == 'u'


def test_false_and_unknown_folds_to_false():
    node, known = folded('false and $u')
    assert known and node.value is False
    node, known = folded('$u or true')
    assert not known   # the unknown left side still runs first


def test_partial_fold_keeps_the_simplified_node():
    node, known = folded('$a = 2\n$a * 3 + $u')
    assert not known
    assert node.kind == 'Arithmetic' and node.left.value == 6
    assert isinstance(node.right, A.Variable)


def test_if_folds_to_its_taken_branch_or_stays():
    node, known = folded('if 1 < 2 { $x = 1 + 1 } else { $y = fail("no") }')
    assert isinstance(node, Block) and node.statements[0].value.value == 2
    node, known = folded('if $u == 1 { 1 + 1 } else { 2 + 2 }')
    assert not known and isinstance(node, F.If)
    assert node.then.statements[0].value == 2 and node.otherwise.statements[0].value == 4


def test_impure_calls_stay_with_folded_arguments():
    node, known = folded('notice(1 + 2)')
    assert not known and isinstance(node, C.Call) and node.args[0].value == 3


def test_facts_fold_when_known():
    node, known = folded("$facts['os'] == 'x'", unknown=(), facts={'os': 'x'})
    assert known and node.value is True
    node, known = folded("$facts['os'] == 'x'", unknown=('os',), facts={'os': 'x'})
    assert not known


def test_fold_is_memoised_and_does_not_touch_the_original():
    program = load_program('$a = 1 + $u', unknown=('u',))
    statement = program.body.statements[0]
    first, _ = fold(statement)
    second, _ = fold(statement)
    assert first is second
    assert statement.value.kind == 'Arithmetic' and statement.value.left.kind == 'Boxed'
