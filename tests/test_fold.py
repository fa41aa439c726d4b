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


def test_class_and_define_bodies_fold_on_their_own():
    """A definition folds its body alone: constant code inside folds, while its
    parameters, variables of other scopes and anything it does not assign stay
    unknown -- a parameter never folds to a top-scope variable of its name."""
    text = ("$port = 99\n$top = 'x'\n"
            "class web (Integer $port = 80) {\n"
            "  $dir = '/etc/web'\n"
            "  $n = 2 * 3\n"
            "  file { \"${dir}/conf\": content => \"${port} ${n} ${top} ${::top} ${a::b}\" }\n"
            "  if 1 < 2 { notify { 'yes': } } else { notify { 'no': } }\n"
            "}\n"
            "define site::vhost ($p) { notify { \"${title}\": message => 1 + $p } }\n"
            "node default { $m = 'n' notify { \"${m}\": } }\n")
    program = load_program(text)
    web, vhost, node = program.body.statements[2:5]
    folded_web, known = fold(web)
    assert known                      # a definition is what it is: its body is folded
    dir_assign, n_assign, resource, taken = folded_web.body.statements
    assert n_assign.value.value == 6
    body = resource.bodies[0]
    assert body.title.value == '/etc/web/conf'
    parts = body.operations[0].value.parts
    kept = [p.name for p in parts if isinstance(p, A.Variable)]
    assert kept == ['port', 'top', '::top', 'a::b']
    assert parts[2].value == 6        # $n, to be printed as a string
    assert isinstance(taken, Block) and taken.statements[0].bodies[0].title.value == 'yes'
    message = fold(vhost)[0].body.statements[0].bodies[0]
    assert isinstance(message.title.parts[0], A.Variable)       # $title: unknown
    assert message.operations[0].value.kind == 'Arithmetic'
    assert fold(node)[0].body.statements[1].bodies[0].title.value == 'n'
    assert web.body.statements[1].value.kind == 'Arithmetic'     # the original is untouched
