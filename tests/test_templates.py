"""EPP in the lexer and grammar, the template functions, names, laziness, --explain.

What Puppet 7.23 renders is checked by the tmpl_* conformance cases
(tests/conformance/catalogs, tools/gen_template_cases.py); these tests pin the
parts lazygraph adds: tokens and nodes of a template, located errors, the
modulepath rules, that templates are read only when their value is wanted.
"""
import os

import pytest

import lazygraph
from lazygraph.errors import LazygraphError, ParseError
from lazygraph.nodes.templates import EppTemplate, RenderExpression, RenderString
from lazygraph.source import Source
from lazygraph.syntax.lexer import PuppetLexer
from lazygraph.syntax.parser import parse_epp
from lazygraph.values.core import PSensitive


def raise_error(message, start, end):
    raise ParseError(message)


def epp_tokens(text):
    return [(t.type, t.value) for t in PuppetLexer(Source(text), raise_error, epp=True)]


def render(text, params=None, prelude=''):
    args = '' if params is None else ', %s' % params
    quoted = "'%s'" % text.replace('\\', '\\\\').replace("'", "\\'")
    return lazygraph.evaluate("%s\ninline_epp(%s%s)" % (prelude, quoted, args), facts={})


# -- lexer ------------------------------------------------------------------------------
def test_epp_mode_tokens():
    assert epp_tokens('a<%= $x %>b') == [
        ('EPP_START', None), ('RENDER_STRING', 'a'), ('RENDER_EXPR', None),
        ('VARIABLE', 'x'), ('EPP_END', '%>'), ('RENDER_STRING', 'b')]
    assert epp_tokens('<%- | $x | -%>\nt') == [
        ('EPP_START', None), ('PIPE', '|'), ('VARIABLE', 'x'), ('PIPE', '|'),
        ('RENDER_STRING', 't')]
    # code tags produce no token of their own; a comment produces nothing
    assert epp_tokens('<% $a = 1 %><%# c %>') == [
        ('EPP_START', None), ('VARIABLE', 'a'), ('EQUALS', '='), ('NUMBER', 1),
        ('RENDER_STRING', '')]


def test_percent_and_minus_outside_templates_are_operators():
    assert [t.type for t in PuppetLexer(Source('$a %> 1'), raise_error)] == [
        'VARIABLE', 'MODULO', 'GREATERTHAN', 'NUMBER']
    assert [t.type for t in PuppetLexer(Source('$a -%> 1'), raise_error)][:3] == [
        'VARIABLE', 'MINUS', 'MODULO']


@pytest.mark.parametrize('text,rendered', [
    ('a <%= 1 -%>\n\nb', 'a 1\nb'),
    ('a\n  <%- $x = 1 -%>  \nb', 'a\nb'),
    ('a  <%- $x = 1 %>b', 'ab'),
    ('x <% -%>  \r\ny', 'x y'),
    ('a\n   <%#- c %>b', 'a\nb'),
    ('a<%# c -%>\nb', 'ab'),
    ('<%% %%>', '<% %>'),
    ('100% %> sure', '100% %> sure'),
])
def test_trimming(text, rendered):
    assert render(text) == rendered


# -- grammar: a template is ordinary nodes ----------------------------------------------
def test_template_parses_into_render_nodes_and_ordinary_expressions():
    template = parse_epp('<%- | String $x | -%>\nhi <%= $x %><% [1].each |$i| { %>.<% } %>',
                         'x.epp')
    assert isinstance(template, EppTemplate)
    assert [p.name for p in template.params] == ['x']
    kinds = [type(n).__name__ for n in template.body.walk()]
    assert kinds.count('RenderString') == 2 and 'RenderExpression' in kinds
    lam = next(n for n in template.body.walk() if type(n).__name__ == 'Lambda')
    assert any(isinstance(n, RenderString) for n in lam.body.walk())
    expr = next(n for n in template.body.walk() if isinstance(n, RenderExpression))
    assert expr.span.source.filename == 'x.epp' and expr.span.line == 2


def test_no_declared_parameters_is_not_an_empty_list():
    assert parse_epp('x').params is None
    assert parse_epp('<%||%>x').params == []


@pytest.mark.parametrize('text,message', [
    ('<%= $x', 'Unbalanced epp tag'),
    ('a <%# open', 'Reaching end after opening <%#'),
    ('x<%| $a |%>', "syntax error at '|'"),
    ('<%- | $a, $a | -%>', 'declared more than once'),
])
def test_template_syntax_errors_are_located(text, message):
    with pytest.raises(ParseError) as info:
        parse_epp(text, 't.epp')
    assert message in info.value.message
    assert info.value.span.source.filename == 't.epp'


# -- rendering -----------------------------------------------------------------------------
def test_loops_render_each_iteration_in_order():
    assert render('<% [1, 2, 3].each |$i| { %>[<%= $i %>]<% } %>') == '[1][2][3]'
    assert render('<% [1, 2].each |$a| { %><% [a, b].each |$b| { %><%= $a %><%= $b %> '
                  '<% } %><% } %>') == '1a 1b 2a 2b '


def test_a_template_rendered_inside_another_ones_loop_renders_into_its_own_output():
    # each piece goes to the nearest template around it, however deep in lambdas
    inner = "$inner = '<% [x, y].each |$j| { %>(<%= $j %>)<% } %>'"
    assert render('<% [1, 2].each |$i| { $s = inline_epp($inner) %><%= $i %>:[<%= $s %>]'
                  '<% } %>', prelude=inner) == '1:[(x)(y)]2:[(x)(y)]'


def test_template_text_parsed_on_its_own_says_it_is_outside_a_template():
    from lazygraph.errors import EvaluationError
    from lazygraph.nodes.templates import RenderString
    from lazygraph.syntax.parser import parse_epp
    piece = next(n for n in parse_epp('a<%= 1 %>b').walk() if isinstance(n, RenderString))
    with pytest.raises(EvaluationError, match='template text outside a template'):
        piece.resolve()


def test_parameters_defaults_and_types():
    assert render('<%- | $x, $y = "${x}!" | -%><%= $y %>', "{'x' => 'a'}") == 'a!'
    assert render('<%- | $x = "d" | -%>[<%= $x %>]', "{'x' => undef}") == '[d]'
    assert render('a=<%= $a %>', "{'a' => 1}") == 'a=1'
    with pytest.raises(LazygraphError, match="expects a value for parameter 'x'"):
        render('<%- | $x | -%>')
    with pytest.raises(LazygraphError, match="has no parameter named 'y'"):
        render('<%- | $x | -%>', "{'x' => 1, 'y' => 2}")
    with pytest.raises(LazygraphError, match="parameter 'x' expects an Integer value, got String"):
        render('<%- | Integer $x | -%>', "{'x' => 'one'}")


def test_sensitive_renders_in_clear_and_the_result_is_sensitive():
    value = render('<%- | $s | -%>pw=<%= $s %>', "{'s' => Sensitive('secret')}")
    assert isinstance(value, PSensitive) and value.value == 'pw=secret'


def test_inline_epp_sees_the_calling_scope_as_of_the_call():
    catalog = lazygraph.compile(
        "class t {\n  $a = 'early'\n  notify { 'x': message => inline_epp('<%= $a %>|<%= $b %>') }\n"
        "  $b = 'late'\n}\ninclude t\n", node='n', facts={})
    assert catalog['Notify[x]'].get('message') == 'early|'


def test_rendering_errors_point_into_the_template_and_name_the_call():
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile("notify { 'x': message => inline_epp('a\n<%= 1/0 %>') }",
                          node='n', facts={})
    assert info.value.span.source.filename == 'inlined-epp-text'
    assert info.value.span.line == 2
    assert any('rendered at' in note and ':1:' in note for note in info.value.notes)


# -- names on the modulepath ------------------------------------------------------------------
@pytest.fixture
def modules(tmp_path):
    templates = tmp_path / 'mods' / 'app' / 'templates'
    (templates / 'sub').mkdir(parents=True)
    (templates / 'a.epp').write_text('<%- | $v = 1 | -%>\nA<%= $v %>\n')
    (templates / 'sub' / 'b.epp').write_text('B <%= $top %>\n')
    (templates / 'broken.epp').write_text('<%= 1 / 0 %>')
    (tmp_path / 'outside.epp').write_text('outside\n')
    return tmp_path


def compile_with(modules, manifest, **options):
    return lazygraph.compile(manifest, node='n', facts={}, modulepath=str(modules / 'mods'),
                             **options)


def test_module_names_subdirectories_extension_and_absolute_paths(modules):
    catalog = compile_with(modules, "$top = 'T'\n"
                           "file { '/1': content => epp('app/a.epp', {'v' => 2}) }\n"
                           "file { '/2': content => epp('app/a') }\n"
                           "file { '/3': content => epp('app/sub/b.epp') }\n"
                           "file { '/4': content => epp('%s') }\n" % (modules / 'outside.epp'),
                           allow_read=[str(modules)])
    contents = [catalog['File[/%d]' % i].get('content') for i in range(1, 5)]
    assert contents == ['A2\n', 'A1\n', 'B T\n', 'outside\n']


@pytest.mark.parametrize('name', ['app/missing.epp', 'nomodule/a.epp', 'app', 'App/a.epp'])
def test_missing_templates_name_the_template_and_the_call(modules, name):
    with pytest.raises(LazygraphError) as info:
        compile_with(modules, "\nfile { '/x': content => epp('%s') }" % name)
    assert "Could not find template '%s" % name in info.value.message
    assert info.value.span.line == 2


def test_names_cannot_leave_the_templates_directory(modules):
    with pytest.raises(LazygraphError, match='leaves the templates directory'):
        compile_with(modules, "file { '/x': content => epp('app/../../../outside.epp') }")
    with pytest.raises(LazygraphError, match='leaves the templates directory'):
        compile_with(modules, "file { '/x': content => template('app/../../../outside.epp') }")


def test_a_found_module_template_keeps_the_stat_it_was_found_by(modules):
    # the parse cache's FileIndex checks a template by it (catalog/cone.py)
    catalog = compile_with(modules, "file { '/1': content => epp('app/a.epp') }\n"
                           "file { '/2': content => epp('%s') }\n" % (modules / 'outside.epp'),
                           allow_read=[str(modules)])
    statuses = catalog.compiler.runtime.templates.statuses
    path = str(modules / 'mods' / 'app' / 'templates' / 'a.epp')
    assert list(statuses) == [path]         # an absolute path is not a module's template
    assert statuses[path].st_ino == os.stat(path).st_ino
    assert statuses[path].st_mtime_ns == os.stat(path).st_mtime_ns


# -- laziness ---------------------------------------------------------------------------------
def test_get_of_another_resource_never_reads_the_template(modules):
    manifest = ("file { '/t': content => epp('app/broken.epp') }\n"
                "file { '/other': content => inline_epp('<%= 1 / 0 %>') }\n"
                "file { '/plain': mode => '0644' }\n")
    catalog = lazygraph.load(manifest, node='n', facts={}, modulepath=str(modules / 'mods'))
    assert catalog.resolve('File[/plain]', 'mode') == '0644'
    assert catalog.compiler.runtime.templates.parsed == {}
    assert catalog.compiler.runtime.templates.renderings == []
    with pytest.raises(LazygraphError) as info:
        catalog.resolve('File[/t]', 'content')
    assert info.value.span.source.filename.endswith('broken.epp')


def test_an_erb_template_that_only_reads_waits_until_its_value_is_asked(modules):
    """ERB is rendered where Puppet renders it only when it may change a value of
    the manifest or define a method; one that only reads stays a deferred value."""
    erb = modules / 'mods' / 'app' / 'templates'
    (erb / 'reads.erb').write_text("<%= @list.map { |x| x * 2 }.join(',') %> <%= scope['top'] %>\n")
    (erb / 'pushes.erb').write_text("<% @list << 3 %><%= @list.size %>\n")
    (erb / 'defines.erb').write_text("<% def twice(x) x * 2 end %><%= twice(2) %>\n")
    manifest = ("$top = 'T'\n$list = [1, 2]\n"
                "file { '/r': content => template('app/reads.erb') }\n"
                "file { '/i': content => inline_template('<%= @top.downcase %>') }\n"
                "file { '/plain': mode => '0644' }\n")
    catalog = lazygraph.load(manifest, node='n', facts={}, modulepath=str(modules / 'mods'))
    assert catalog.resolve('File[/plain]', 'mode') == '0644'
    assert catalog.compiler.runtime.templates.renderings == []
    assert catalog.resolve('File[/r]', 'content') == '2,4 T\n'
    for name, expected in (('pushes', '3\n'), ('defines', '4\n')):
        catalog = lazygraph.load(manifest.replace('reads', name), node='n', facts={},
                                 modulepath=str(modules / 'mods'))
        assert catalog.resolve('File[/plain]', 'mode') == '0644'
        assert [r.name for r in catalog.compiler.runtime.templates.renderings] == \
            ['app/%s.erb' % name]                 # rendered where it was declared
        assert catalog.resolve('File[/r]', 'content') == expected


def test_each_template_file_is_parsed_once_per_compile(modules):
    catalog = compile_with(modules, "file { '/1': content => epp('app/a.epp', {'v' => 1}) }\n"
                                    "file { '/2': content => epp('app/a.epp', {'v' => 2}) }\n")
    assert [catalog['File[/%d]' % i].get('content') for i in (1, 2)] == ['A1\n', 'A2\n']
    assert len(catalog.compiler.runtime.templates.parsed) == 1


# -- --explain ----------------------------------------------------------------------------------
def test_explain_names_the_template_and_where_its_variables_come_from(modules):
    manifest = ("$top = 'T'\n"
                "file { '/x': content => epp('app/sub/b.epp') }\n")
    catalog = lazygraph.load(manifest, node='n', facts={}, modulepath=str(modules / 'mods'),
                             filename='site.pp')
    explanation = catalog.explain('File[/x]', 'content')
    (rendering,) = explanation.templates
    assert rendering.path.endswith(os.path.join('sub', 'b.epp'))
    data = explanation.to_data()['templates'][0]
    assert data['variables'] == [{'name': 'top', 'from': 'site.pp:1:8'}]
    assert "template epp(\"app/sub/b.epp\") at site.pp:2:25" in str(explanation)


# -- inspect ------------------------------------------------------------------------------------
def test_inspector_lists_renderings_and_shows_a_template_scope(modules, tmp_path):
    import io
    from lazygraph.inspector.shell import Shell
    manifest = tmp_path / 'site.pp'
    manifest.write_text("file { '/x': content => epp('app/a.epp', {'v' => 7}) }\n")
    out = io.StringIO()
    shell = Shell(str(manifest), node='n', facts={}, modulepath=str(modules / 'mods'), out=out)
    for line in ['templates', 'get File[/x] content', 'templates', 'show %0', 'ls %0/body',
                 'show %1']:
        shell.run_line(line)
    text = out.getvalue()
    assert '(no template rendered yet' in text
    assert '%0   epp("app/a.epp") at' in text and '-> 3 characters' in text
    assert 'rendered: "A7\\n"' in text
    assert 'RenderExpression' in text
    assert 'no rendered EPP template %1' in text


# -- render --focus -------------------------------------------------------------------------------
def test_render_focus_draws_the_rendered_template_from_its_call(modules, tmp_path, capsys):
    from lazygraph.cli import main
    manifest = tmp_path / 'site.pp'
    manifest.write_text("file { '/x': content => epp('app/a.epp', {'v' => 7}) }\n"
                        "file { '/y': content => epp('app/sub/b.epp') }\n")
    assert main(['render', str(manifest), '--stage', 'parsed', '--focus', 'File[/x].content',
                 '--node', 'n', '--modulepath', str(modules / 'mods')]) == 0
    text = capsys.readouterr().out
    assert text.count('subgraph "cluster_template_') == 1      # /y's template: not drawn
    assert 'TemplateScope template app/a.epp' in text
    assert 'RenderExpression' in text and '"renders"' in text
    assert 'subgraph "cluster_t0_n0"' in text                 # ids stay unique


def test_parse_checks_an_epp_file(tmp_path, capsys):
    from lazygraph.cli import main
    good, bad = tmp_path / 'good.epp', tmp_path / 'bad.epp'
    good.write_text('<%- | $x | -%>\n<%= $x %>\n')
    bad.write_text('a\n<%= [1, %>\n')
    assert main(['parse', str(good)]) == 0
    assert main(['parse', str(bad)]) == 1
    assert 'bad.epp:2:9: error: syntax error' in capsys.readouterr().err


def test_explain_of_an_erb_template_names_the_instance_variables_it_reads(modules, tmp_path):
    (modules / 'mods' / 'app' / 'templates' / 'c.erb').write_text('<%= @port %> <%= @nope %>\n')
    manifest = ("class t {\n  $port = 8080\n  file { '/x': content => template('app/c.erb') }\n}\n"
                "include t\n")
    catalog = lazygraph.load(manifest, node='n', facts={}, modulepath=str(modules / 'mods'),
                             filename='site.pp')
    explanation = catalog.explain('File[/x]', 'content')
    assert explanation.value == '8080 \n'
    assert explanation.to_data()['templates'][0]['variables'] == [
        {'name': 'port', 'from': 'site.pp:2:11'}, {'name': 'nope', 'from': None}]
    assert '$nope                 not set (undef)' in str(explanation)


# -- fold ---------------------------------------------------------------------------------------
def test_a_template_call_folds_when_what_it_reads_folds(modules):
    from lazygraph.evaluation import fold, load_program
    program = load_program(
        "$a = 2\n"
        "$known = inline_epp('v=<%= $a * 3 %>|<%= $k %>')\n"
        "$unknown = inline_epp('<%= $u %>!')\n"
        "$loop = inline_epp('<% [1].each |$i| { %><%= $i %><% } %>')\n"
        "$file = epp('app/a.epp', {'v' => $a})\n",
        facts={'k': 'K'}, unknown=['u'], modulepath=str(modules / 'mods'))
    folded = {s.target.name: fold(s.value) for s in program.body.statements}
    assert folded['known'][1] and folded['known'][0].value == 'v=6|K'
    assert folded['file'][1] and folded['file'][0].value == 'A2\n'
    node, known = folded['unknown']
    assert not known and node.label() == 'Call inline_epp'
    assert not folded['loop'][1]


# -- no traceback, whatever the template ---------------------------------------------------------
def test_mutated_templates_parse_or_fail_with_a_located_error():
    import random
    from tools.gen_template_cases import EPP_TEXTS, PARAM_CASES
    pieces = ['<%', '%>', '-%>', '<%-', '<%=', '<%#', '<%%', '%%>', '|', '{', '}', '$', '"',
              "'", '\n', '\r\n', '@(E)', '/', '#']
    rng = random.Random(11)
    texts = [text for _, text in EPP_TEXTS] + [text for _, text, _ in PARAM_CASES]
    for _ in range(600):
        text = rng.choice(texts)
        for _ in range(rng.randint(1, 3)):
            i = rng.randint(0, len(text))
            if rng.random() < 0.5 and text:
                text = text[:i] + text[i + rng.randint(1, 3):]
            else:
                text = text[:i] + rng.choice(pieces) + text[i:]
        try:
            parse_epp(text, 'm.epp')
        except LazygraphError as exc:
            assert exc.span is not None and exc.span.source.filename == 'm.epp', (text, exc)
            continue
        try:       # what parses also renders, or fails with a located error
            render(text, "{'x' => 1}")
        except LazygraphError as exc:
            assert exc.span is not None, (text, exc)


def test_a_deferred_value_sees_the_variables_of_its_declaration():
    # Puppet computes the value when the resource is declared: a top-scope
    # variable assigned after `include t` is not seen, even by `get` later.
    manifest = ("class t {\n"
                "  notify { 'i': message => \"[${::after}][${::before}]\" }\n"
                "  notify { 'e': message => inline_epp('[<%= $after %>][<%= $before %>]') }\n"
                "  notify { 'r': message => inline_template('[<%= @after %>][<%= @before %>]') }\n"
                "}\n$before = 'b'\ninclude t\n$after = 'a'\n")
    catalog = lazygraph.load(manifest, node='n', facts={})
    for title in 'ier':
        assert catalog.resolve('Notify[%s]' % title, 'message') == '[][b]'
    compiled = lazygraph.compile(manifest, node='n', facts={})
    assert [compiled['Notify[%s]' % t].get('message') for t in 'ier'] == ['[][b]'] * 3


# -- ERB's view of the catalog: classes, all_tags, tags; scope.to_hash ---------------------
CLASSES_MANIFEST = (
    "class unrelated { notify { 'u': } }\n"
    "class t {\n  notify { 'x': message => inline_template('<%= classes.join(\",\") %>|"
    "<%= all_tags.include?(\"unrelated\") %>') }\n  include late\n}\n"
    "class late {}\ninclude unrelated\ninclude t\n")


def test_classes_and_all_tags_are_the_catalogs_as_of_the_declaration():
    expected = 'settings,unrelated,t|true'     # Notify[x] is declared before `include late`
    assert lazygraph.compile(CLASSES_MANIFEST, node='n', facts={})['Notify[x]'].get(
        'message') == expected
    # get's cone would skip class unrelated: a template reading the catalog widens it
    catalog = lazygraph.load(CLASSES_MANIFEST, node='n', facts={})
    assert catalog.resolve('Notify[x]', 'message') == expected


def test_tags_of_the_template_object_fails_as_in_puppet():
    # Puppet 7.23's TemplateWrapper#tags raises NotImplementedError (which no
    # rescue catches): "Call 'all_tags' instead."
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile("\nnotify { 'x': message => inline_template('<%= tags.inspect rescue 1 %>') }",
                          node='n', facts={})
    assert "Call 'all_tags' instead." in info.value.message
    assert info.value.span.line == 2


def test_scope_to_hash_is_a_hash_of_the_variables_with_a_value():
    manifest = ("$top = 'T'\n$gone = undef\nclass t($p = 1) {\n  $c = [1]\n  notify { 'x': "
                "message => inline_template('<%= h = scope.to_hash; [h.class, h[\"top\"], "
                "h.key?(\"gone\"), h.keys.last(2), h.size > 5].inspect %>') }\n}\ninclude t\n")
    message = lazygraph.compile(manifest, node='n', facts={'a': 1})['Notify[x]'].get('message')
    assert message == '[Hash, "T", false, ["p", "c"], true]'


def test_a_template_changing_a_manifest_value_in_place():
    # In Puppet the template holds the manifest's own Array: code after it sees
    # [1, 2, 3] (checked with Puppet 7.23, as for the String below). lazygraph
    # writes an Array or Hash back; a String cannot change here, so a template
    # changing an unfrozen one in place is said in a warning, never silently.
    manifest = ("$a = [1, 2]\n$h = {'k' => 'v'}\n"
                "notify { 'x': message => inline_template('<% @a << 3 %><%= @a.length %>') }\n"
                "notify { 'y': message => inline_template('<% b = @a.dup; b << 9 %><%= b.length %>"
                "<%= @h.merge(\"z\" => 1).size %>') }\n"
                "notify { 'z': message => \"${a}\" }\n"
                "$s = \"built ${a[0]}\"\n"
                "notify { 's': message => inline_template('<% @s << \"!\" %><%= @s %>') }\n")
    catalog = lazygraph.compile(manifest, node='n', facts={})
    assert catalog['Notify[x]'].get('message') == '3'
    assert catalog['Notify[y]'].get('message') == '42'
    assert catalog['Notify[z]'].get('message') == '[1, 2, 3]'
    assert catalog['Notify[s]'].get('message') == 'built 1!'
    warnings = [m.text for m in catalog.compiler.runtime.messages if m.level == 'warning']
    assert warnings == ["the template inline_template changes $s (a String of the manifest) "
                        "in place: Puppet's code evaluated after it sees the change, "
                        "lazygraph's keeps the manifest's value"]
