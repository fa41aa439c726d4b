"""Parser shapes and spans, Puppet's precedence, statement calls, catalog
expressions and the syntax errors the spec names."""
import ply.yacc
import pytest

from lazygraph import parse
from lazygraph.errors import ParseError
from lazygraph.nodes import access as A
from lazygraph.nodes import calls as C
from lazygraph.nodes import catalog as K
from lazygraph.nodes import control as F
from lazygraph.nodes import data as D
from lazygraph.nodes import definitions as X
from lazygraph.values.core import DEFAULT


def stmts(text):
    return parse(text).body.statements


def one(text):
    (statement,) = stmts(text)
    return statement


def shape(node):
    """A compact s-expression of a node tree: kind plus children."""
    kids = [shape(c) for c in node.children()]
    name = node.kind
    if isinstance(node, D.Boxed):
        name = repr(node.value)
    elif isinstance(node, A.Variable):
        name = '$' + node.name
    elif hasattr(node, 'op') and node.op:
        name = node.op
    elif isinstance(node, C.Call):
        name = node.name + '()'
    return '(%s %s)' % (name, ' '.join(kids)) if kids else name


@pytest.mark.parametrize('text,expected', [
    ('1 + 2 * 3', "(+ 1 (* 2 3))"),
    ('(1 + 2) * 3', "(* (+ 1 2) 3)"),
    ('1 - 2 - 3', "(- (- 1 2) 3)"),
    ('$a == 1 and $b or $c', "(or (and (== $a 1) $b) $c)"),
    ('!$a == $b', "(== (Not $a) $b)"),
    ('$a in $b == true', "(== (in $a $b) True)"),
    ('1 < 2 == true', "(< 1 (== 2 True))"),
    ('-$x * 2', "(* (Negate $x) 2)"),
    ('$a =~ /x/ + 1', "(+ (=~ $a /x/) 1)"),
    ('$a[1][2]', "(Access (Access $a 1) 2)"),
    ('$x = $y = 3', "(Assignment $x (Assignment $y 3))"),
])
def test_precedence(text, expected):
    assert shape(one(text)) == expected


def test_statement_calls_without_parentheses():
    call = one('include a, b')
    assert isinstance(call, C.Call) and call.name == 'include'
    assert [a.value for a in call.args] == ['a', 'b']
    call = one('notice $x')
    assert call.name == 'notice' and isinstance(call.args[0], A.Variable)


def test_parenthesis_on_a_new_line_is_not_a_call():
    statements = stmts('$a = foo\n(1 + 2)')
    assert len(statements) == 2


def test_list_after_space_is_not_access():
    # Two statements, so the first one's value is forgotten: Puppet's error.
    # (were it one access expression `$a[1]`, it would be a single statement).
    with pytest.raises(ParseError, match='This Variable has no effect') as info:
        parse('$a [1]')
    assert (info.value.span.start, info.value.span.end) == (0, 2)
    assert len(stmts('$a[1]')) == 1


def test_comma_list_needs_a_statement_call():
    with pytest.raises(ParseError):
        parse('foo a, b')


def test_method_calls_and_lambdas():
    node = one('$a.map |$x, Integer $y = 1| { $x }.join(",")')
    assert isinstance(node, C.MethodCall) and node.name == 'join'
    inner = node.receiver
    assert inner.name == 'map' and isinstance(inner.lambda_, C.Lambda)
    assert [p.name for p in inner.lambda_.params] == ['x', 'y']
    assert inner.lambda_.params[1].default.value == 1


def test_call_with_lambda_and_type_conversion():
    node = one('with(1) |$x| { $x }')
    assert node.name == 'with' and node.lambda_ is not None
    node = one("Integer('1')")
    assert node.name == 'new' and isinstance(node.args[0], A.TypeName)


def test_control_flow_shapes():
    node = one('if $a { 1 } elsif $b { 2 } else { 3 }')
    assert isinstance(node, F.If) and isinstance(node.otherwise.statements[0], F.If)
    node = one('unless $a { 1 }')
    assert node.negate and node.kind == 'Unless'
    node = one('case $x { 1, 2: { a } default: {} }')
    assert len(node.options) == 2 and len(node.options[0].values) == 2
    node = one('$x ? { 1 => a, default => b }')
    assert isinstance(node, F.Selector) and len(node.entries) == 2


def test_definitions():
    (cls,) = stmts('class a::b (Integer $x = 1, $y) inherits a { class c {} define d() {} }')
    assert isinstance(cls, X.ClassDefinition) and cls.name == 'a::b' and cls.parent_name == 'a'
    nested = [s.name for s in cls.body.statements]
    assert nested == ['a::b::c', 'a::b::d']
    node = one('node "web1.example.com", /^db/, default { }')
    assert [m.match_kind for m in node.matches] == ['name', 'regex', 'default']
    node = one('node 192.168.0.1 {}')
    assert node.matches[0].value == '192.168.0.1'
    node = one('function ns::f(Integer $x = 1) >> String { "${x}" }')
    assert node.name == 'ns::f' and node.return_type.name == 'String'
    node = one('type My::T = Variant[Integer, String]')
    assert isinstance(node, X.TypeAlias) and node.name == 'My::T'


def test_multiple_assignment():
    node = one('[$a, $b] = [1, 2]')
    assert node.names() == ['a', 'b']


def test_heredoc_and_interpolation_nodes():
    node = one('"a${x}"')
    assert isinstance(node, D.Interpolation)
    assert isinstance(node.parts[1], A.Variable)
    node = one('"${x[1]}"')
    assert isinstance(node.parts[0], A.Access)


# -- catalog expressions ------------------------------------------------------

def test_resources_and_forms():
    node = one("file { '/a': ensure => file; ['/b', '/c']: mode => '0644', * => $h }")
    assert isinstance(node, K.ResourceExpression) and node.form == 'regular'
    assert len(node.bodies) == 2 and node.bodies[1].operations[1].name == '*'
    assert one("@user { 'u': }").form == 'virtual'
    assert one("@@sshkey { 'k': }").form == 'exported'
    node = one("class { 'apache': port => 80 }")
    assert node.type_name.value == 'class'
    node = one("file { default: mode => '0600'; '/x': }")
    assert node.bodies[0].title.value is DEFAULT


def test_keywords_as_attribute_names():
    node = one("exec { 'x': unless => 'test', require => File['a'], before => [] }")
    assert [o.name for o in node.bodies[0].operations] == ['unless', 'require', 'before']


def test_attribute_names_are_plain_text():
    """An attribute's name keys the resource's parameters: a str subclass (the
    token's Name) there made every lookup in them compare keys."""
    node = one("file { '/x': mode => '0600', unless => 'test', * => {} }")
    assert [type(o.name) for o in node.bodies[0].operations] == [str, str, str]


def test_defaults_overrides_and_spec_forms():
    assert isinstance(one("File { mode => '0644' }"), K.ResourceDefaults)
    assert isinstance(one("Exec { path +> ['/bin'] }"), K.ResourceDefaults)
    for text in ["File['a'] { mode => '0644' }", "File['a', 'b'] { mode => 1 }",
                 "Resource['File', 'foo'] { mode => 1 }", "$type['a', 'b'] { mode => 1 }",
                 "$refs { mode => '0600' }"]:
        assert isinstance(one(text), K.ResourceOverride), text


def test_relationships_are_left_nested_with_low_precedence():
    node = one("File['a'] -> File['b'] ~> Service['c']")
    assert isinstance(node, K.Relationship) and node.op == '~>'
    assert isinstance(node.left, K.Relationship) and node.left.op == '->'
    node = one('notice Notify[b] -> Notify[a]')
    assert isinstance(node, C.Call) or isinstance(node, K.Relationship)
    for op in ('<-', '<~'):
        assert one("File['a'] %s File['b']" % op).op == op


def test_puppet_7_accepts_relationships_and_assignments_as_arguments():
    # The spec calls `notice (A -> B)` a syntax error; Puppet 7 accepts it (and
    # relationships or assignments in arrays and hash values): we follow Puppet.
    call = one('notice (Notify[b] -> Notify[a])')
    assert isinstance(call, C.Call) and isinstance(call.args[0], K.Relationship)
    assert isinstance(one('$x = [File[a] -> File[b]]').value.items[0], K.Relationship)
    call = one('foo(1, a => 2, b => 3)')
    assert len(call.args) == 2 and isinstance(call.args[1], D.Mapping)
    assert len(call.args[1].entries) == 2


def test_collectors():
    node = one("User <| tag == 'admin' and (groups == 'wheel' or title != 'x') |> { shell => 'zsh' }")
    assert isinstance(node, K.Collector) and not node.exported
    assert node.query.op == 'and' and node.query.right.op == 'or'
    assert node.operations[0].name == 'shell'
    node = one('Sshkey <<| |>>')
    assert node.exported and node.query is None
    node = one("File <| |> -> Service['x']")
    assert isinstance(node.left, K.Collector)


@pytest.mark.parametrize('text', [
    "File[] { mode => 1 }",
    "file { 'a': mode +> 1 }",
    "file { 'a': * => $a, * => $b }",
    "file { 'a': true => 1 }",
    "file { 'a': 1x => 1 }",
    "file { 'a': Mode => 1 }",
    "file { 'a': mode => 1, mode => 2 }",
    "file { ['a', 'a']: }",
    "node a inherits b { }",
    "Class { x => 1 }",
    "File['a'] { 'x': }",
    "@File['a'] { mode => 1 }",
    "node 'bad name!' { }",
    "$x += 1",
    "unless $a { } elsif $b { }",
    "1 = 2",
    "$1 = 2",
    "User <| tag =~ 'x' |>",
    "foo()()",
])
def test_spec_syntax_errors(text):
    with pytest.raises(ParseError) as info:
        parse(text, 'bad.pp')
    assert info.value.span is not None and info.value.span.filename == 'bad.pp'


def test_a_class_collector_parses_and_fails_only_when_evaluated():
    # Puppet refuses it at evaluation ("Classes cannot be collected"), so in a
    # branch not taken it compiles (conformance case collector_class_untaken_branch).
    program = parse("if false { Class <| |> }\nClass <| |>\n", 'c.pp')
    assert isinstance(program.body.statements[1], K.Collector)


def test_spans_are_exact():
    program = parse('$a = 1\n  $b = $a + 22\n', 'x.pp')
    assignment = program.body.statements[1]
    assert (assignment.span.line, assignment.span.column) == (2, 3)
    plus = assignment.value
    assert plus.span.text == '$a + 22'
    assert (plus.right.span.line, plus.right.span.column, plus.right.span.end_column) == (2, 13, 15)


def test_every_node_has_one_live_parent():
    program = parse("$a = [1, {b => 2}]\nif $a { notice($a[1]['b']) }\nfile { 'x': }")
    for node in program.walk():
        for child in node.children():
            assert child.parent is node


def test_grammar_conflicts_are_the_expected_ones():
    """Three shift/reduce conflicts, all resolved as shift like Puppet's grammar:
    `type Name` starts a type alias (not the function `type` then a name), and a
    `|` after `f()` starts a lambda."""
    from lazygraph.syntax import parser as P
    records = []

    class Capture(ply.yacc.PlyLogger):
        def __init__(self):
            pass

        def warning(self, msg, *args, **kwargs):
            records.append(msg % args)

        error = info = debug = critical = warning

    ply.yacc.yacc(module=P.Grammar(), start='program', write_tables=False, debug=True,
                  debuglog=Capture(), errorlog=Capture())
    conflicts = sorted(set(r for r in records if 'conflict for' in r and 'state' in r))
    tokens = sorted(r.split('conflict for ')[1].split()[0] for r in conflicts)
    assert tokens == ['CLASSREF', 'PIPE', 'PIPE'], conflicts
    assert all('resolved as shift' in r for r in conflicts)


def test_tables_are_not_written(tmp_path, monkeypatch):
    import lazygraph.syntax.parser as P
    import os
    monkeypatch.setattr(P, '_TABLES', None)
    parse('1')
    pkg = os.path.dirname(P.__file__)
    assert not any(name.startswith('parsetab') or name == 'parser.out'
                   for name in os.listdir(pkg))


def test_a_repeated_hash_key_keeps_its_predecessor():
    from lazygraph import evaluate
    mapping = one("{a => 1, b => 2, a => 3}")
    first, _, third = mapping.entries
    assert third.predecessor is first and first.predecessor is None
    assert evaluate("{a => 1, b => 2, a => 3}") == {'a': 3, 'b': 2}
    from lazygraph.outputs.dot import to_dot
    assert 'style=dashed, label="predecessor"' in to_dot(parse("$h = {a => 1, a => 2}"))
