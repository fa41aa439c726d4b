"""The ERB engine construct by construct: API, value crossing, refusals, errors."""
import pytest

from lazygraph.errors import LazygraphError
from lazygraph.templates.erb import compile_erb, TemplateError
from lazygraph.values.core import DEFAULT, PRegexp, PSensitive


class Scope:
    def __init__(self, variables=None, functions=None):
        self.variables = variables or {}
        self.functions = functions or {}
        self.calls = []
        self.warnings = []

    def lookup(self, name):
        name = name[2:] if name.startswith('::') else name
        return name in self.variables, self.variables.get(name)

    def call_function(self, name, args):
        self.calls.append((name, args))
        return self.functions[name](*args)

    def warn(self, message):
        self.warnings.append(message)


def render(text, **variables):
    return compile_erb(text, 'test.erb').render(Scope(variables))


def error_of(text, scope=None):
    with pytest.raises(TemplateError) as info:
        compile_erb(text, 'dir/test.erb').render(scope or Scope())
    return info.value


# -- text and tags -------------------------------------------------------------------

@pytest.mark.parametrize('text, expected', [
    ('plain text\n', 'plain text\n'),
    ('a<%= 1 %>b', 'a1b'),
    ('<% if true -%>\nyes\n<% end -%>\n', 'yes\n'),
    ('  <%- x = 1 -%>\nz', 'z'),
    ('<%# comment %>x', 'x'),
    ('<%% y %%>', '<% y %%>'),
    ('<% # ruby comment swallows the line %>gone\nkept', ''),
])
def test_text_and_tags(text, expected):
    assert render(text) == expected


def test_compile_once_render_many():
    template = compile_erb('<%= @n * 2 %>', 't.erb')
    assert template.render(Scope({'n': 2})) == '4'
    assert template.render(Scope({'n': 5})) == '10'


def test_a_template_read_back_renders_its_text_and_scans_only_for_an_error():
    """The parse cache's tree (stored.py) holds the text runs: rendering it does
    not scan the template again; an error's span still maps to the template."""
    import json
    from lazygraph.templates.erb import ErbTemplate, stored
    text = 'a\n<% if @n -%>\nx<%= @n.upcase %>y\n<% end -%>\nz\n'
    data = json.loads(json.dumps(stored.encode(compile_erb(text, 't.erb').tree)))
    template = ErbTemplate.from_tree(text, 't.erb', stored.decode(data))
    assert template.render(Scope({'n': 'b'})) == 'a\nxBy\nz\n'
    assert template._script is None
    with pytest.raises(TemplateError) as info:
        template.render(Scope({'n': 1}))
    assert (info.value.span.line, info.value.span.column) == (3, 9)
    assert template._script is not None


# -- Puppet values into Ruby ---------------------------------------------------------------

def test_undef_and_unset_variables_are_nil():
    assert render('<%= @u.nil? %> <%= @unset.nil? %>', u=None) == 'true true'


def test_has_variable_is_false_for_undef():
    assert render("<%= has_variable?('u') %><%= has_variable?('v') %>", u=None, v=0) == 'falsetrue'


def test_values_keep_their_ruby_forms():
    out = render('<%= @f %> <%= @l.inspect %> <%= @h.inspect %> <%= @d.inspect %>',
                 f=1e20, l=[1, None, 'a'], h={'k': [True]}, d=DEFAULT)
    assert out == '1.0e+20 [1, nil, "a"] {"k"=>[true]} :default'


def test_regex_and_sensitive_values():
    assert render("<%= 'abc' =~ @r %>", r=PRegexp('b.')) == '1'
    assert render('<%= @s %>', s=PSensitive('secret')) == 'Sensitive [value redacted]'


def test_puppet_strings_are_frozen_but_copies_are_not():
    assert error_of("<% @s << 'x' %>", Scope({'s': 'abc'})).ruby_class == 'FrozenError'
    assert render("<% t = @s.dup; t << 'x' %><%= t %><%= @s %>", s='abc') == 'abcxabc'


def test_mutating_an_array_changes_the_puppet_value():
    # Ruby's template holds Puppet's very Array (conformance case tmpl_erb_mutates_variable)
    values = ['a']
    assert render("<% @l << 'b' %><%= @l.length %>", l=values) == '2'
    assert values == ['a', 'b']


def test_scope_lookups_and_qualified_names():
    scope = Scope({'x': 1, 'mod::y': 'q'})
    assert compile_erb("<%= scope['x'] %><%= scope['::x'] %><%= scope.lookupvar('mod::y') %>",
                       't').render(scope) == '11q'


def test_scope_lookup_of_unset_variable_warns_once():
    scope = Scope()
    out = compile_erb("<%= scope['nope'].inspect %><%= scope.lookupvar('nope') %><%= @other %>",
                      't').render(scope)
    assert out == 'nil'
    assert scope.warnings == ["Undefined variable 'nope'; "]


# -- functions -----------------------------------------------------------------------

def test_function_calls_cross_values_both_ways():
    scope = Scope(functions={'f': lambda *args: {'got': list(args)}})
    out = compile_erb("<%= scope.call_function('f', ['s', :default, 1.5, nil, [:undef]]).inspect %>",
                      't').render(scope)
    assert scope.calls == [('f', ['s', DEFAULT, 1.5, None, [None]])]
    assert out == '{"got"=>["s", :default, 1.5, nil, [nil]]}'
    # the 3.x form gets Ruby's values: a Symbol prints as its name
    compile_erb("<%= scope.function_f([:a, :undef]) %>", 't').render(scope)
    assert scope.calls[-1] == ('f', ['a', 'undef'])
    # Puppet hands a 4.x function a Runtime[ruby, 'Symbol'], which lazygraph does not model
    assert "the Symbol :a passed to scope.call_function" in \
        error_of("<%= scope.call_function('f', [{:a => 1}]) %>", scope).message


def test_function_prefix_form_takes_one_array():
    scope = Scope(functions={'join': lambda items, sep: sep.join(items)})
    out = compile_erb("<%= scope.function_join([['a', 'b'], '-']) %>", 't').render(scope)
    assert out == 'a-b'
    assert 'single array' in error_of("<%= scope.function_join('a') %>", scope).message


def test_function_errors_keep_their_class_and_get_the_template_location():
    def boom():
        raise LazygraphError('function failed')
    scope = Scope(functions={'boom': boom})
    with pytest.raises(LazygraphError) as info:
        compile_erb("\n<%= scope.call_function('boom', []) %>", 'f.erb').render(scope)
    assert info.value.span.location() == 'f.erb:2:11'


# -- variables() -------------------------------------------------------------------------

def test_variables_lists_instance_variables_and_literal_scope_keys():
    template = compile_erb("<%= @a %><% if @b %><%= scope['c'] %><%= scope.lookupvar('::d') %><% end %>"
                           "<%= \"#{@e}\" %><%= @a %>", 't')
    assert template.variables() == ['a', 'b', 'e', 'c', '::d']


# -- refused constructs ------------------------------------------------------------------

@pytest.mark.parametrize('code, construct', [
    ('<%= `ls` %>', 'backtick'),
    ('<%= %x(ls) %>', 'backtick'),
    ('<%= system("ls") %>', 'system'),
    ('<%= exec("ls") %>', 'exec'),
    ('<%= eval("1") %>', 'eval'),
    ('<%= send(:scope) %>', 'send'),
    ('<% require "net/http" %>', 'require'),
    ('<%= File.read("/etc/passwd") %>', 'File.read'),
    ('<%= File.open("/x") %>', 'File.open'),
    ('<%= ENV["HOME"] %>', 'ENV'),
    ('<%= Kernel.exit %>', 'Kernel'),
    ('<%= ObjectSpace.count_objects %>', 'ObjectSpace'),
    ('<%= IO.popen("ls") %>', 'IO'),
    ('<% class Foo; end %>', 'class definitions'),
    ('<% module M; end %>', 'module definitions'),
    ('<%= $stdout %>', 'global variables'),
    ('<%= @@x %>', 'class variables'),
    ('<%= lambda { 1 } %>', 'lambda'),
    ('<%= ->{ 1 } %>', 'lambdas'),
    ('<%= instance_variable_set(:@x, 1) %>', 'instance_variable_set'),
    ('<%= $LOAD_PATH.inspect %>', 'global variables'),
    ('<% $counter = 1 %>', 'global variables'),
    ('<%= instance_variable_get(:@__scope__) %>', 'instance_variable_get of @__scope__'),
    ('<% def f(&b); b; end %><%= f { 1 } %>', 'the string form of a Proc'),
    ('<%= binding %>', 'binding'),
    ('<%= open("|ls") %>', 'open'),
    ('<%= puts "x" %>', 'puts'),
])
def test_constructs_outside_the_subset_are_refused_with_a_location(code, construct):
    error = error_of('line one\n' + code)
    assert 'unsupported Ruby in a template' in error.message
    assert construct in error.message
    assert error.span.filename == 'dir/test.erb'
    assert error.span.line == 2
    assert not hasattr(error, 'ruby_class')


def test_refusals_cannot_be_rescued():
    error = error_of('<%= (system("ls") rescue "caught") %>')
    assert 'system' in error.message


# -- Ruby errors --------------------------------------------------------------------------

def test_undefined_method_names_the_method_like_ruby():
    error = error_of('a\n  <%= @nope.upcase %>')
    assert error.message == "undefined method `upcase' for nil:NilClass (NoMethodError)"
    assert (error.span.line, error.span.column) == (2, 13)


def test_unknown_bare_name_is_a_name_error():
    error = error_of('<%= nosuch %>')
    assert error.ruby_class == 'NameError'
    assert 'nosuch' in error.message


def test_syntax_errors_are_located_at_compile_time():
    with pytest.raises(TemplateError) as info:
        compile_erb('ok\n<% if true %>\nno end', 's.erb')
    assert 'expected \'end\'' in info.value.message
    assert info.value.span.filename == 's.erb'
    with pytest.raises(TemplateError) as info:
        compile_erb('<%= "abc %>', 's.erb')
    assert 'unterminated' in info.value.message


def test_error_format_shows_file_line_and_caret():
    text = error_of('x\n<%= 1 / 0 %>').format()
    assert text.startswith('dir/test.erb:2:')
    assert 'divided by 0' in text
    assert '^' in text


def test_endless_loops_stop():
    error = error_of('<% while true; end %>')
    assert 'never ends' in error.message


def test_huge_strings_are_refused():
    error = error_of("<%= 'x' * (10 ** 12) %>")
    assert error.ruby_class == 'ArgumentError'


def test_rescue_modifier_and_begin_rescue():
    assert render("<%= (1 / 0 rescue 'inf') %>") == 'inf'
    assert render("<% begin %><%= @x.fetch('k') %><% rescue KeyError => e %>missing <%= e.class %><% end %>",
                  x={}) == 'missing KeyError'


def test_def_and_return():
    assert render('<% def twice(x, n = 2) return x * n end %><%= twice(3) %><%= twice(1, 5) %>') == '65'


def test_symbol_to_proc_and_enumerators():
    assert render('<%= @l.map(&:upcase).join %>', l=['a', 'b']) == 'AB'
    assert render('<%= @l.each_with_index.map { |x, i| "#{i}#{x}" }.join(",") %>', l=['a', 'b']) == '0a,1b'
    assert render('<%= @l.map.with_index(1) { |x, i| "#{i}#{x}" }.join %>', l=['a', 'b']) == '1a2b'


def test_last_match_variables():
    assert render("<% if 'key=val' =~ /(\\w+)=(\\w+)/ %><%= $2 %>-<%= $1 %><% end %>") == 'val-key'


def test_syntax_error_at_the_end_of_an_output_tag_names_the_tag():
    with pytest.raises(TemplateError) as info:
        compile_erb('x\n<%= 1 + %>', 's.erb')
    assert info.value.message == 'syntax error, unexpected token, found end of tag'
    assert (info.value.span.line, info.value.span.column) == (2, 9)


def test_to_yaml_folds_long_lines_as_libyaml_does():
    # ruby -ryaml -e 'puts ["word " * 20].to_yaml' (tests/test_ruby_yaml.py has the rest)
    assert render("<%= ['word ' * 20].to_yaml %>") == (
        "---\n- 'word word word word word word word word word word word word word word word "
        "word\n  word word word word '\n")


def test_requiring_other_libraries_is_refused():
    assert render("<% require 'yaml' %><%= Shellwords.escape('a b') %>") == 'a\\ b'
    assert 'require' in error_of("<% require 'socket' %>").message
    assert render("<%= require 'ipaddr' %>") == 'false'      # Puppet 7.23 has loaded it


def test_arrays_and_hashes_as_hash_keys_are_refused():
    for code in ('<%= [[1], [1]].tally %>', "<%= { 'a' => [1] }.invert %>", '<% h = {} %><% h[[1]] = 2 %>'):
        assert error_of(code).ruby_class == 'NotImplementedError'


@pytest.mark.parametrize('code', [
    '<%= Hash.new(0) rescue "fallback" %>',
    '<% begin %><%= Hash.new(0) %><% rescue Exception %>fallback<% end %>',
])
def test_lazygraphs_own_limits_are_never_rescued(code):
    # Ruby would have gone on: a rescue taking the fallback would differ silently.
    error = error_of(code)
    assert 'Hash.new with a default is not supported' in error.message


def test_a_bare_rescue_catches_standard_errors_only():
    assert render('<%= (raise "x" rescue "caught") %>') == 'caught'
    assert render('<% begin %><% raise "boom" %><% rescue => e %><%= e.message %><% end %>') == 'boom'
