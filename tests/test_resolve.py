"""Resolution: laziness, memoisation, scoping, cycles and deep graphs."""
import gc

import pytest

from lazygraph import evaluate, load_program, parse, resolve
from lazygraph.errors import CycleError, EvaluationError
from lazygraph.nodes import access as A
from lazygraph.nodes import data as D
from lazygraph.nodes import operators as O


def top_value(program, name):
    return resolve(program.lookup(name))


def test_untaken_branches_are_never_touched():
    program = load_program("$x = if true { 1 } else { fail('never') }\n"
                           "$y = $flag ? { undef => 2, default => fail('never') }\n"
                           "case 1 { 2: { fail('never') } default: { $z = 3 } }")
    assert resolve(program) == 3
    assert top_value(program, 'x') == 1 and top_value(program, 'y') == 2


def test_only_the_cone_of_a_variable_is_resolved():
    program = load_program("$a = 1\n$b = fail('boom')\n$c = $a + 1\n")
    assert top_value(program, 'c') == 2          # $b is never evaluated
    with pytest.raises(EvaluationError, match='boom'):
        resolve(program)                          # running the whole program is not lazy


def test_hash_access_expands_without_resolving_siblings():
    program = load_program("$h = {a => 1, b => fail('sibling')}\n$v = $h['a']")
    node = program.lookup('v')
    assert node.expand().resolve() == 1
    assert resolve(node) == 1


def test_memoised_side_effects_run_once():
    program = load_program("$a = notice('once')\n$b = [$a, $a, $a]\n$b")
    resolve(program)
    assert [m.text for m in program.runtime().messages] == ['once']


def test_lambda_bodies_resolve_per_item():
    assert evaluate('[1, 2, 3].map |$x| { $y = $x * 2 $y }') == [2, 4, 6]


def test_variables_are_lexically_ordered_and_immutable():
    assert evaluate('$b = $a\n$a = 1\n[$a, $b]') == [1, None]
    with pytest.raises(EvaluationError, match="Cannot reassign variable '\\$a'"):
        evaluate('$a = 1\n$a = 2')


def test_conditional_assignments_are_seen_only_when_taken():
    assert evaluate('if false { $a = 1 } else { $a = 2 }\n$a') == 2
    assert evaluate('if false { $a = 1 }\n$a') is None
    assert evaluate("case 'x' { 'x': { $a = 'yes' } default: { $a = 'no' } }\n$a") == 'yes'


def test_lambda_scope_sees_outer_but_does_not_leak():
    assert evaluate("$o = 5\n$r = [1].map |$x| { $inner = $x + $o $inner }\n[$r, $inner]") == \
        [[6], None]


def test_functions_see_top_scope_and_parameters():
    assert evaluate("function f($x) { $x + 1 }\n$t = f(1)\n$t") == 2


def test_match_variables_are_scoped_to_the_branch():
    assert evaluate("if 'ab' =~ /(b)/ { $in = $1 }\n[$in, $1]") == ['b', None]


def test_facts_and_top_scope_names():
    program = load_program("[$facts['os']['family'], $::hostname, $hostname]",
                           facts={'hostname': 'h1', 'os': {'family': 'Debian'}})
    assert resolve(program) == ['Debian', 'h1', 'h1']
    with pytest.raises(EvaluationError, match='reassign'):
        resolve(load_program('$hostname = 1', facts={'hostname': 'h1'}))


def test_strict_mode_rejects_unknown_variables():
    assert evaluate('$nope') is None
    with pytest.raises(EvaluationError, match='Unknown variable'):
        evaluate('$nope', strict_variables=True)


def test_chains_ten_thousand_deep_resolve_lazily():
    lines = ['$v0 = 0'] + ['$v%d = $v%d + 1' % (i, i - 1) for i in range(1, 10001)]
    program = load_program('\n'.join(lines))
    assert top_value(program, 'v10000') == 10000


def test_a_value_that_depends_on_itself_names_the_chain():
    program = parse('$a = 1\n$b = 2\n', 'cycle.pp')
    first, second = program.body.statements
    # Rewire by hand: the language orders variables, so a cycle needs a graph edit.
    first.value = first.adopt(O.Arithmetic(second.span, op='+', left=A.Variable(
        second.span, name='b'), right=D.Boxed(second.span, value=1)))
    second.value = second.adopt(A.Variable(first.span, name='a'))
    program._index = {'a': ([0], [(first, ())]), 'b': ([0], [(second, ())])}
    with pytest.raises(CycleError) as info:
        resolve(second.value)
    assert 'depends on itself' in info.value.message
    assert any('cycle.pp:1' in note for note in info.value.notes)
    assert any('cycle.pp:2' in note for note in info.value.notes)


def test_runaway_recursion_is_an_error_not_a_crash():
    with pytest.raises(EvaluationError, match='nested more than'):
        evaluate('function f($n) { f($n + 1) }\nf(0)')


def test_parents_are_weak_and_clones_are_detached():
    program = parse('$a = [1, 2]')
    assignment = program.body.statements[0]
    clone = assignment.clone()
    assert clone.parent is None and clone.value.parent is clone
    assert clone.value is not assignment.value
    sequence = assignment.value
    del program, assignment
    gc.collect()
    assert sequence.parent is None   # the parent was freed: the back reference is weak


def test_adopting_a_parented_node_clones_it():
    program = parse('$a = 1\n$b = 2')
    first, second = program.body.statements
    moved = second.adopt(first.value)
    assert moved is not first.value and moved.parent is second and first.value.parent is first


def test_errors_carry_the_innermost_span():
    with pytest.raises(EvaluationError) as info:
        evaluate("$a = [1]\n$b = $a[0] + 'x'", filename='e.pp')
    assert (info.value.span.line, info.value.span.column) == (2, 6)


def test_a_cycle_met_while_expanding_or_folding_is_an_error_too():
    for state in ('expand', 'fold'):
        program = parse('$a = 1\n', 'cycle.pp')
        (assignment,) = program.body.statements
        # $a's value is an access to $a itself (a graph edit: the language orders variables).
        assignment.value = assignment.adopt(A.Access(assignment.span, target=A.Variable(
            assignment.span, name='a'), keys=[D.Boxed(assignment.span, value=0)]))
        program._index = {'a': ([0], [(assignment, ())])}
        with pytest.raises(CycleError):
            getattr(assignment.value, state)()
