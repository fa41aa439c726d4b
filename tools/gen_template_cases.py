#!/usr/bin/env python3
"""Write the template conformance cases tests/conformance/catalogs/tmpl_*.pp.

Each case is a manifest (and, for file templates, NAME.modules/tm/templates/...)
written from the tables below; Puppet 7.23 then computes the expected catalogs:

    python3 tools/gen_template_cases.py          # (re)writes the cases
    python3 tools/regen_catalogs.py $(cd tests/conformance/catalogs && ls tmpl_*.pp | sed 's/.pp$//')

The templates are our own, written to exercise one construct or trimming rule each.
"""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.catalog_cases import DIR  # noqa: E402


def sq(text):
    """A Puppet single-quoted string holding text."""
    return "'%s'" % text.replace('\\', '\\\\').replace("'", "\\'")


CASES = {}


def case(name, manifest, templates=None):
    assert name not in CASES, name
    CASES[name] = (manifest, templates or {})


def inline(function, text, args=None, prelude='', wrap_class=True):
    call = '%s(%s%s)' % (function, sq(text), ', %s' % args if args else '')
    body = "%s\n  notify { 'out': message => %s }\n" % (prelude, call)
    if wrap_class:
        return "$top = 'T'\nclass t {\n  $local = 'L'\n%s}\ninclude t\n" % body
    return "$top = 'T'\n%s" % body


# -- EPP: text, tags and trimming, inline -------------------------------------------
EPP_TEXTS = [
    ('text_only', 'plain text\nsecond line\n'),
    ('empty', ''),
    ('expr', 'a<%= 1 + 2 %>b'),
    ('expr_string', '<%= "x${top}y" %>'),
    ('expr_trim_right', 'a <%= 1 -%>\nb'),
    ('expr_trim_right_blank_line', 'a <%= 1 -%>  \n\nb'),
    ('expr_trim_right_no_newline', 'a <%= 1 -%>  b'),
    ('code_plain', 'a <% $x = 1 %>\nb<%= $x %>'),
    ('code_trim_both', 'a\n  <%- $x = 1 -%>  \nb<%= $x %>'),
    ('code_trim_left_only', 'a\n  <%- $x = 1 %>\nb'),
    ('code_trim_left_text_before', 'a  <%- $x = 1 %>b'),
    ('code_trim_left_tabs', 'a\n\t \t<%- $x = 1 -%>\nb'),
    ('code_trim_right_crlf', 'a <% $x = 1 -%>  \r\nb'),
    ('code_trim_right_at_end', 'a <% $x = 1 -%>'),
    ('code_trim_right_spaces_at_end', 'a <% $x = 1 -%>   '),
    ('comment', 'a<%# a comment %>b'),
    ('comment_trim_right', 'a<%# a comment -%>\nb'),
    ('comment_trim_left', 'a\n   <%#- a comment %>b'),
    ('comment_multiline', 'a<%# line one\nline two %>b'),
    ('comment_empty', 'a<%#%>b'),
    ('comment_percent_inside', 'a<%# 50%% sure %>b'),
    ('literal_open', 'a <%% b'),
    ('literal_close', 'a %%> b'),
    ('literal_both', '<%% if x %%>'),
    ('percent_text', '100% sure'),
    ('close_in_text', 'a %> b'),
    ('string_with_close', '<%= "%>" %>'),
    ('expr_block', '<%= { $a = 2 $a * 3 } %>'),
    ('expr_hash', '<%= {a => 1} %>'),
    ('expr_array', '<%= [1, "two", 3.5] %>'),
    ('expr_undef', '[<%= undef %>]'),
    ('expr_bool', '<%= true %>/<%= false %>'),
    ('expr_float', '<%= 1.0 %> <%= 2.5 %> <%= 1e3 %>'),
    ('expr_default_and_type', '<%= Integer %> <%= Integer[1,2] %>'),
    ('expr_nested_hash', '<%= {a => [1, {b => undef}]} %>'),
    ('each_loop', '<% [1, 2, 3].each |$i| { -%>\nitem <%= $i %>\n<% } -%>\nend'),
    ('each_loop_no_trim', '<% [1, 2].each |$i| { %>\nitem <%= $i %>\n<% } %>\nend'),
    ('each_hash', '<% {a => 1, b => 2}.each |$k, $v| { -%>\n<%= $k %>=<%= $v %>\n<% } -%>'),
    ('each_with_index', '<% [x, y].each |$i, $v| { %><%= $i %>:<%= $v %>;<% } %>'),
    ('nested_loops', '<% [1, 2].each |$a| { %><% [a, b].each |$b| { %><%= $a %><%= $b %> <% } %><% } %>'),
    ('if_true', '<% if 1 < 2 { -%>\nyes\n<% } else { -%>\nno\n<% } -%>'),
    ('if_false', '<% if 1 > 2 { -%>\nyes\n<% } else { -%>\nno\n<% } -%>'),
    ('elsif', '<% $n = 2 if $n == 1 { %>one<% } elsif $n == 2 { %>two<% } else { %>many<% } %>'),
    ('unless', '<% unless false { %>shown<% } %>'),
    ('case', '<% case "b" { "a": { %>A<% } "b": { %>B<% } default: { %>D<% } } %>'),
    ('selector', '<%= "b" ? { "a" => 1, "b" => 2 } %>'),
    ('map_join', '<%= [1, 2, 3].map |$x| { $x * 2 }.join(",") %>'),
    ('filter_reduce', '<%= [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.reduce |$a, $b| { $a + $b } %>'),
    ('function_calls', '<%= upcase("abc") %> <%= join(["a", "b"], "-") %> <%= size([1, 2]) %>'),
    ('method_calls', '<%= "abc".upcase %> <%= [3, 1, 2].sort %> <%= "a,b".split(",") %>'),
    ('interpolated_string', '<%= "${top}-${local}" %>'),
    ('assignment_then_use', '<% $greeting = "hello" -%>\n<%= $greeting %> world'),
    ('semicolon_statements', '<% $a = 1; $b = 2 -%>\n<%= $a + $b %>'),
    ('multiple_code_blocks', '<% $a = 1 %><% $b = $a + 1 %><%= $b %>'),
    ('render_in_lambda_returning', '<%= [1, 2].map |$x| { "<${x}>" }.join %>'),
    ('two_lines_each_trim', '<% ["a", "b"].each |$x| { -%>\n  <%- -%>\n<%= $x %>\n<% } -%>'),
    ('leading_blank_lines', '\n\n<%= 1 %>\n\n'),
    ('only_tags', '<%= 1 %><%= 2 %><%= 3 %>'),
    ('trailing_newline_kept', 'line\n<%= 1 %>\n'),
    ('crlf_text', 'a\r\nb<%= 1 %>\r\n'),
    ('unicode', 'héllo <%= "wörld" %> ✓'),
    ('heredoc_in_tag', '<%= @(END)\n  inside\n  | END\n%>'),
    ('regex_match', '<% if "abc" =~ /b(c)/ { %><%= $1 %><% } %>'),
    ('string_functions', '<%= sprintf("%05.1f|%-4s|", 3.14159, "ab") %>'),
    ('integer_formats', '<%= 0x10 %> <%= 010 %> <%= -5 %>'),
    ('dig_access', '<% $h = {a => {b => [10, 20]}} %><%= $h["a"]["b"][1] %> <%= $h.dig("a", "b", 0) %>'),
    ('break_in_each', '<% [1, 2, 3].each |$x| { if $x == 2 { break() } %><%= $x %><% } %>'),
    ('next_in_each', '<% [1, 2, 3].each |$x| { if $x == 2 { next() } %><%= $x %><% } %>'),
    ('with_function', '<%= with(3) |$x| { $x * $x } %>'),
    ('nested_interpolation', '<%= "a${[1, 2].map |$x| { $x + 1 }}b" %>'),
]
for name, text in EPP_TEXTS:
    case('tmpl_epp_inline_' + name, inline('inline_epp', text))

# -- EPP: parameters ---------------------------------------------------------------
PARAM_CASES = [
    ('untyped', '<%- | $x | -%>\nx=<%= $x %>', "{'x' => 'one'}"),
    ('typed', '<%- | String $x, Integer $y | -%>\n<%= $x %>/<%= $y %>', "{'x' => 'a', 'y' => 2}"),
    ('default_used', '<%- | $x = "dflt" | -%>\n<%= $x %>', None),
    ('default_overridden', '<%- | $x = "dflt" | -%>\n<%= $x %>', "{'x' => 'given'}"),
    ('default_from_param', '<%- | $x, $y = "${x}!" | -%>\n<%= $y %>', "{'x' => 'hey'}"),
    ('default_from_top', '<%- | $x = $top | -%>\n<%= $x %>', None),
    ('empty_list', '<%- || -%>\nno params', None),
    ('no_trim_params', '<%| $x |%>[<%= $x %>]', "{'x' => 1}"),
    ('trailing_comma', '<%- | $a, $b, | -%>\n<%= $a %><%= $b %>', "{'a' => 1, 'b' => 2}"),
    ('optional_undef', '<%- | Optional[String] $x = undef | -%>\n[<%= $x %>]', None),
    ('array_param', '<%- | Array[Integer] $xs | -%>\n<%= $xs.join("+") %>', "{'xs' => [1, 2, 3]}"),
    ('hash_param', '<%- | Hash $h | -%>\n<% $h.each |$k, $v| { %><%= $k %>:<%= $v %> <% } %>',
     "{'h' => {'b' => 2, 'a' => 1}}"),
    ('variant_param', '<%- | Variant[String, Integer] $v | -%>\n<%= $v %>', "{'v' => 5}"),
    ('enum_param', '<%- | Enum["on", "off"] $s | -%>\n<%= $s %>', "{'s' => 'on'}"),
    ('args_without_declaration', 'a=<%= $a %> b=<%= $b %>', "{'a' => 1, 'b' => 'two'}"),
    ('args_shadow_top', 'top=<%= $top %>', "{'top' => 'shadowed'}"),
    ('param_shadows_scope', '<%- | $local | -%>\n<%= $local %>', "{'local' => 'param'}"),
    ('boolean_param', '<%- | Boolean $b | -%>\n<%= $b %> <% if $b { %>on<% } %>', "{'b' => false}"),
    ('undef_value_given', '<%- | $x = "d" | -%>\n[<%= $x %>]', "{'x' => undef}"),
]
for name, text, args in PARAM_CASES:
    case('tmpl_epp_param_' + name, inline('inline_epp', text, args))

# -- EPP: errors (Puppet fails; lazygraph must fail on the same line) -----------------
EPP_ERRORS = [
    ('missing_param', '<%- | $x | -%>\n<%= $x %>', None),
    ('unknown_param', '<%- | $x | -%>\n<%= $x %>', "{'x' => 1, 'y' => 2}"),
    ('wrong_type', '<%- | Integer $x | -%>\n<%= $x %>', "{'x' => 'one'}"),
    ('bad_key', 'x', "{'a-b' => 1}"),
    ('not_a_hash', 'x', "[1]"),
    ('unclosed_expr', '<%= $x', None),
    ('unclosed_code', 'a <% $x = 1', None),
    ('unclosed_comment', 'a <%# never closed', None),
    ('params_after_text', 'x<%| $a |%>', "{'a' => 1}"),
    ('syntax_error', '<%= 1 + %>', None),
    ('fail_inside', '<% fail("from template") %>', None),
    ('division_by_zero', '<%= 1 / 0 %>', None),
    ('unknown_function', '<%= no_such_function(1) %>', None),
    ('duplicate_param', '<%- | $a, $a | -%>', "{'a' => 1}"),
    ('definition_inside', '<% class inner { } %>', None),
]
for name, text, args in EPP_ERRORS:
    case('tmpl_epp_error_' + name, inline('inline_epp', text, args))

# -- EPP: scope --------------------------------------------------------------------
case('tmpl_epp_scope_inline_sees_class', inline('inline_epp', '<%= $local %>|<%= $top %>'))
case('tmpl_epp_scope_inline_at_top', inline('inline_epp', '<%= $top %>', wrap_class=False))
case('tmpl_epp_scope_inline_before_assignment',
     "class t {\n  notify { 'out': message => inline_epp('[<%= $late %>]') }\n  $late = 'x'\n}\ninclude t\n")
case('tmpl_epp_scope_inline_in_define',
     "define d($p) {\n  notify { $title: message => inline_epp('<%= $title %>:<%= $p %>:<%= $name %>') }\n}\n"
     "d { 'one': p => 1 }\nd { 'two': p => 2 }\n")
case('tmpl_epp_scope_inline_inherited',
     "class base { $b = 'from base' }\nclass t inherits base {\n"
     "  notify { 'out': message => inline_epp('<%= $b %>') }\n}\ninclude t\n")
case('tmpl_epp_scope_qualified',
     "class data { $v = 'dv' }\ninclude data\nclass t {\n"
     "  notify { 'out': message => inline_epp('<%= $data::v %>|<%= $::top %>') }\n}\n$top = 'T'\ninclude t\n")
case('tmpl_epp_scope_facts', inline('inline_epp', '<%= $facts["hostname"] %> <%= $::fqdn %> <%= $hostname %>'))
case('tmpl_epp_scope_template_local_not_leaking',
     "$top = 'T'\nnotify { 'a': message => inline_epp('<% $inner = 1 %><%= $inner %>') }\n"
     "notify { 'b': message => \"[${inner}]\" }\n")
case('tmpl_epp_scope_two_calls_independent',
     "notify { 'a': message => inline_epp('<%- | $x | -%><%= $x %>', {'x' => 1}) }\n"
     "notify { 'b': message => inline_epp('<%- | $x | -%><%= $x %>', {'x' => 2}) }\n")
case('tmpl_epp_scope_value_used_in_expression',
     "$r = inline_epp('<%= 40 + 2 %>')\nnotify { 'out': message => \"${r}!\" }\n"
     "notify { 'len': message => String(length($r)) }\n")
case('tmpl_epp_scope_in_resource_title',
     "notify { inline_epp('title-<%= 1 %>'): }\n")
case('tmpl_epp_scope_strings_concat',
     "notify { 'out': message => inline_epp('a') + inline_epp('<%= \"b\" %>') }\n")
case('tmpl_epp_scope_crlf_manifest',   # content keeps the CRs of a CRLF manifest, as in Puppet
     "$x = 'a'\r\nfile { '/a':\r\n  content => \"l1\r\nl2\",\r\n}\r\n"
     "notify { 'n': message => @(END)\r\n  hello\r\n  | END\r\n}\r\n"
     "file { '/b': content => inline_epp('p\r\n<%= 1 -%>\r\nq') }\r\n")
case('tmpl_epp_scope_variable_template_text',
     "$text = '<%= $top %>!'\n$top = 'T'\nnotify { 'out': message => inline_epp($text) }\n")

# -- EPP files in modules ------------------------------------------------------------
MOD_TEMPLATE = '<%- | String $name, Integer $port = 80 | -%>\n# managed\nserver <%= $name %>:<%= $port %>\n'
FILE_CASES = [
    ('basic', "file { '/etc/app.conf': content => epp('tm/app.conf.epp', {'name' => 'web'}) }",
     {'app.conf.epp': MOD_TEMPLATE}),
    ('no_extension', "file { '/etc/app.conf': content => epp('tm/app.conf', {'name' => 'web', 'port' => 8080}) }",
     {'app.conf.epp': MOD_TEMPLATE}),
    ('subdirectory', "file { '/x': content => epp('tm/sub/dir/x.epp') }",
     {'sub/dir/x.epp': 'deep <%= $top %>\n'}),
    ('sees_top_not_class', "class t { $local = 'L' file { '/x': content => epp('tm/x.epp') } }\ninclude t",
     {'x.epp': 'top=<%= $top %> local=[<%= $local %>]\n'}),
    ('sees_qualified', "class t { $local = 'L' file { '/x': content => epp('tm/x.epp') } }\ninclude t",
     {'x.epp': '<%= $t::local %>\n'}),
    ('facts', "file { '/x': content => epp('tm/x.epp') }", {'x.epp': '<%= $facts["fqdn"] %>\n'}),
    ('loop_config', "file { '/x': content => epp('tm/x.epp', {'servers' => ['a', 'b', 'c']}) }",
     {'x.epp': '<%- | Array[String] $servers | -%>\n<% $servers.each |$s| { -%>\nserver <%= $s %> iburst\n<% } -%>\n'}),
    ('hash_config', "file { '/x': content => epp('tm/x.epp', {'opts' => {'b' => 2, 'a' => 1}}) }",
     {'x.epp': '<%- | Hash $opts | -%>\n[main]\n<% $opts.each |$k, $v| { -%>\n<%= $k %> = <%= $v %>\n<% } -%>\n'}),
    ('in_define', "define tm::site($port) { file { \"/etc/${title}\": content => epp('tm/site.epp', {'port' => $port, 'site' => $title}) } }\n"
     "tm::site { 'a': port => 1 }\ntm::site { 'b': port => 2 }",
     {'site.epp': '<%- | $site, $port | -%>\n<%= $site %> listens on <%= $port %>\n'}),
    ('crlf_file', "file { '/x': content => epp('tm/x.epp') }", {'x.epp': 'a\r\n<% $v = 1 -%>\r\nb <%= $v %>\r\n'}),
    ('no_trailing_newline', "file { '/x': content => epp('tm/x.epp') }", {'x.epp': 'no newline <%= 1 %>'}),
    ('absolute_path', "file { '/x': content => epp(\"${settings::modulepath}\") }", None),
    ('dotdot_inside', "file { '/x': content => epp('tm/sub/../x.epp') }", {'x.epp': 'ok\n'}),
    ('two_templates', "file { '/a': content => epp('tm/a.epp') }\nfile { '/b': content => epp('tm/b.epp') }",
     {'a.epp': 'A\n', 'b.epp': 'B <%= $top %>\n'}),
    ('same_template_twice', "file { '/a': content => epp('tm/x.epp', {'v' => 1}) }\nfile { '/b': content => epp('tm/x.epp', {'v' => 2}) }",
     {'x.epp': '<%- | $v | -%>\nv=<%= $v %>\n'}),
    ('template_calls_epp', "file { '/x': content => epp('tm/outer.epp') }",
     {'outer.epp': 'outer[<%= epp("tm/inner.epp", {"v" => 1}) %>]\n', 'inner.epp': '<%- | $v | -%>\ninner <%= $v %>'}),
    ('default_from_fact', "file { '/x': content => epp('tm/x.epp') }",
     {'x.epp': '<%- | $host = $facts["hostname"] | -%>\n<%= $host %>\n'}),
    ('error_missing', "file { '/x': content => epp('tm/missing.epp') }", {'x.epp': ''}),
    ('error_no_module', "file { '/x': content => epp('nomod/x.epp') }", {'x.epp': ''}),
    ('error_bare_name', "file { '/x': content => epp('tm') }", {'x.epp': ''}),
    ('error_capitalised_module', "file { '/x': content => epp('Tm/x.epp') }", {'x.epp': ''}),
    ('error_inside_file', "file { '/x': content => epp('tm/x.epp') }", {'x.epp': 'line 1\n<%= 1 / 0 %>\n'}),
    ('error_syntax_in_file', "file { '/x': content => epp('tm/x.epp') }", {'x.epp': 'a\n<%= [1, %>\n'}),
    ('error_wrong_type_file', "file { '/x': content => epp('tm/app.conf.epp', {'name' => 'w', 'port' => 'x'}) }",
     {'app.conf.epp': MOD_TEMPLATE}),
]
for name, manifest, templates in FILE_CASES:
    if templates is None:
        continue
    case('tmpl_epp_file_' + name, "$top = 'T'\n" + manifest + '\n', templates)

# -- ERB ------------------------------------------------------------------------------
ERB_TEXTS = [
    ('text_only', 'plain\ntext\n'),
    ('expr', 'a<%= 1 + 2 %>b'),
    ('instance_var', '<%= @local %>|<%= @top %>'),
    ('undefined_var', '[<%= @nope %>]'),
    ('trim_right', 'a <%= @local -%>\nb'),
    ('trim_left_code', 'a\n  <%- x = 1 -%>\nb<%= x %>'),
    ('code_no_trim', 'a <% x = 1 %>\nb'),
    ('comment', 'a<%# comment %>b'),
    ('comment_trim', 'a\n<%# comment -%>\nb'),
    ('literal_percent', 'a <%% b %%> c'),
    ('if_else', '<% if @local == "L" -%>\nyes\n<% else -%>\nno\n<% end -%>'),
    ('unless', '<% unless @missing -%>\nnone\n<% end -%>'),
    ('each', '<% [1, 2, 3].each do |i| -%>\nitem <%= i %>\n<% end -%>'),
    ('each_brace', '<% [1, 2].each { |i| %><%= i %>,<% } %>'),
    ('each_with_index', '<% ["a", "b"].each_with_index do |v, i| -%>\n<%= i %>:<%= v %>\n<% end -%>'),
    ('hash_each', '<% {"b" => 2, "a" => 1}.each do |k, v| -%>\n<%= k %>=<%= v %>\n<% end -%>'),
    ('hash_sort_each', '<% {"b" => 2, "a" => 1}.sort.each do |k, v| -%>\n<%= k %>=<%= v %>\n<% end -%>'),
    ('map_join', '<%= [1, 2, 3].map { |x| x * 2 }.join(",") %>'),
    ('select_reject', '<%= [1, 2, 3, 4].select { |x| x.even? }.inspect %> <%= [1, 2, 3].reject { |x| x > 1 }.inspect %>'),
    ('ternary', '<%= @local == "L" ? "is L" : "not L" %>'),
    ('case_when', '<% case @local when "L" -%>\nL!\n<% else -%>\nother\n<% end -%>'),
    ('string_methods', '<%= "Hello".upcase %> <%= "Hello".downcase %> <%= "  x ".strip %> <%= "a,b".split(",").inspect %>'),
    ('interpolation', '<%= "top=#{@top} local=#{@local}" %>'),
    ('gsub', '<%= "a-b-c".gsub("-", "_") %> <%= "a1b22".gsub(/\\d+/, "#") %>'),
    ('scope_lookupvar', '<%= scope.lookupvar("local") %>|<%= scope["top"] %>|<%= scope["::top"] %>'),
    ('scope_function', '<%= scope.function_sprintf(["%03d", 7]) %> <%= scope.call_function("join", [["a", "b"], "-"]) %>'),
    ('integer_var', "<%= @num + 1 %> <%= @num.to_s + \"x\" %>"),
    ('array_var', '<%= @arr.join(" ") %> <%= @arr.length %> <%= @arr.first %>'),
    ('hash_var', '<%= @hash["a"] %> <%= @hash.keys.sort.join(",") %>'),
    ('bool_var', '<%= @yes %> <%= @no %> <%= @yes ? 1 : 0 %>'),
    ('nil_checks', '<%= @nope.nil? %> <%= @local.nil? %>'),
    ('qualified_scope', '<%= scope["data::v"] %>'),
    ('empty_check', '<%= @arr.empty? %> <%= [].empty? %>'),
    ('include_check', '<%= @arr.include?(2) %>'),
    ('while_loop', '<% i = 0 %><% while i < 3 %><%= i %><% i += 1 %><% end %>'),
    ('modifier_if', '<%= "shown" if true %><%= "hidden" if false %>'),
    ('float_to_s', '<%= 1.5 %> <%= @float %>'),
    ('inject', '<%= [1, 2, 3].inject(0) { |s, x| s + x } %>'),
    ('multiline_code', '<%\n  a = 1\n  b = 2\n-%>\n<%= a + b %>'),
    ('percent_format', '<%= "%05.2f" % 3.14159 %>'),
    ('each_pair', '<% @hash.each_pair do |k, v| -%>\n<%= k %>: <%= v %>\n<% end -%>'),
    ('ljust', '<%= "ab".ljust(5) %>|<%= "ab".rjust(5, ".") %>|'),
    ('crlf', 'a\r\n<% x = 1 -%>\r\nb\r\n'),
    ('trim_right_blank_after', 'a<%= 1 -%>   \nb'),
    ('trim_left_with_text_before', 'a  <%- x = 1 -%>\nb'),
    ('trim_left_tabs', 'a\n\t\t<%- x = 1 -%>\nb'),
    ('trim_expr_left', 'a\n   <%-= 1 %>\nb'),
    ('trim_right_two_newlines', 'a <% x = 1 -%>\n\nb'),
    ('trim_right_end_of_text', 'a <% x = 1 -%>'),
    ('comment_multiline', 'a<%# line one\nline two -%>\nb'),
    ('literal_open_only', 'a <%% b'),
    ('each_slice', '<% [1, 2, 3, 4, 5].each_slice(2) do |pair| -%>\n<%= pair.join(",") %>\n<% end -%>'),
    ('sort_by', '<%= ["bb", "a", "ccc"].sort_by { |x| x.length }.join(" ") %>'),
    ('uniq_compact_flatten', '<%= [1, [2, nil, 1], 3].flatten.compact.uniq.inspect %>'),
    ('hash_literal', '<% h = {"k" => "v", "n" => 1} -%>\n<%= h["k"] %> <%= h.size %>'),
    ('symbols', '<% h = {:a => 1} %><%= h[:a] %> <%= :sym.to_s %>'),
    ('string_multiply_center', '<%= "-" * 5 %>|<%= "ab".center(6, "*") %>'),
    ('regex_match', '<% if "server01" =~ /(\\d+)$/ %><%= $1 %><% end %>'),
    ('start_end_with', '<%= "abc".start_with?("a") %> <%= "abc".end_with?("x") %>'),
    ('capitalize_chomp', '<%= "hello".capitalize %>|<%= "line\n".chomp %>|'),
    ('to_i_to_f', '<%= "42".to_i + 1 %> <%= "1.5".to_f * 2 %>'),
    ('has_key', '<%= @hash.has_key?("a") %> <%= @hash.key?("z") %>'),
    ('array_index', '<%= @arr[0] %> <%= @arr[-1] %> <%= @arr[5].inspect %>'),
    ('min_max', '<%= @arr.min %> <%= @arr.max %>'),
    ('elsif', '<% n = 2 -%>\n<% if n == 1 -%>\none\n<% elsif n == 2 -%>\ntwo\n<% end -%>'),
    ('and_or_not', '<%= (true && !false) %> <%= (nil || "d") %> <%= (not true) %>'),
    ('undefined_var_in_condition', '<% if @nope -%>\nset\n<% else -%>\nunset\n<% end -%>'),
    ('heredoc', '<%= <<-EOS\n  text\n  EOS\n%>'),
    ('ranges', '<%= (1..3).to_a.join(",") %> <%= (1...3).map { |i| i * 10 }.inspect %>'),
    ('is_a', '<%= @arr.is_a?(Array) %> <%= @num.is_a?(Integer) %> <%= @local.is_a?(String) %>'),
    ('any_all', '<%= @arr.any? { |x| x > 2 } %> <%= @arr.all? { |x| x > 2 } %>'),
    ('fetch_dig', '<%= @hash.fetch("a") %> <%= {"a" => {"b" => 1}}.dig("a", "b") %>'),
    ('percent_w', '<%= %w[x y z].join("|") %>'),
    ('file_helpers', '<%= File.basename("/etc/app/x.conf") %> <%= File.dirname("/etc/app/x.conf") %> '
                     '<%= File.join("a", "b") %>'),
    ('sub_and_regex', '<%= "a-b-c".sub("-", "+") %> <%= "v1.2.3".sub(/^v/, "") %> <%= "abc" =~ /b/ %>'),
    ('count_find_group', '<%= @arr.count { |x| x > 1 } %> <%= @arr.find { |x| x > 1 } %> '
                         '<%= ["a", "bb", "cc"].group_by { |x| x.length }.inspect %>'),
    ('zip_sum_reverse', '<%= [1, 2].zip(["a", "b"]).inspect %> <%= @arr.sum %> <%= @arr.reverse.inspect %>'),
    ('keys_values', '<%= @hash.keys.inspect %> <%= @hash.values.inspect %> <%= @hash.to_a.inspect %>'),
    ('array_conversion', '<%= Array(@local).inspect %> <%= Array(@arr).length %> <%= Array(nil).inspect %>'),
    ('kind_of_to_sym', '<%= @hash.kind_of?(Hash) %> <%= "x".to_sym.inspect %> <%= @num.inspect %>'),
    ('scope_to_hash', '<%= scope.to_hash["local"] %> <%= scope.to_hash.has_key?("nope") %>'),
    ('reduce_merge', '<%= [{"a" => 1}, {"b" => 2}].reduce({}) { |m, h| m.merge(h) }.inspect %>'),
    ('delete_and_first_last', '<% a = [1, 2, 3, 2] %><% a.delete(2) %><%= a.inspect %> '
                              '<%= [5, 6, 7].first(2).inspect %> <%= [5, 6, 7].last %>'),
    ('each_with_index_hash', '<% @hash.each_with_index do |(k, v), i| -%>\n<%= i %> <%= k %> <%= v %>\n<% end -%>'),
    ('string_concat_append', '<% s = "a" %><% s << "b" %><%= s + "c" %>'),
    ('global_never_set', '<% if $num -%>\nset\n<% else -%>\nunset <%= $arr.inspect %>\n<% end -%>'),
    ('def_block_param', '<% def sorted(h, &b); h.keys.sort(&b).map { |k| "#{k}=#{h[k]}" }; end -%>\n'
                        '<%= sorted(@hash).join(",") %> <%= sorted(@hash) { |x, y| y <=> x }.join(",") %>'),
    ('string_frozenness', '<%= %w[lit dq interp heredoc up joined fromvar num].map { |n| "#{n}=#{scope[n].frozen?}" }.join(" ") %> '
                          '<%= @interp << "!" %> <%= @dq.upcase! %> <%= (@lit << "x" rescue "E") %>'),
    ('symbols_to_functions', '<%= scope.function_sprintf(["%s-%s", :abc, :undef]) %>|'
                             '<%= scope.call_function("sprintf", ["%s-%s|", "abc", :undef]) %>'
                             '<%= scope.call_function("type", [[:undef, nil]]) %>'),
    ('ipaddr', '<%= require "ipaddr" %> <%= IPAddr.new("10.1.2.3/8").inspect %> <%= IPAddr.new("10.0.0.5").to_i %> '
               '<%= IPAddr.new("fe80::1/64").to_s %> <%= IPAddr.new("2001:db8::1").to_string %> '
               '<%= IPAddr.new("10.0.0.0/8").include?("10.2.3.4") %> <%= IPAddr.new("10.0.0.1").mask(24) %> '
               '<%= (IPAddr.new("x") rescue "bad") %> <%= @nets.keys.sort_by { |k| IPAddr.new(k.split("-").first).to_i }.inspect %> '
               '<%= @nets.keys.map { |k| IPAddr.new(k.split("-").first) }.sort.map(&:to_s).inspect %>'),
    ('instance_variable_get', '<% %w[num arr nope].each do |v| -%>\n<%= v %>: <%= instance_variable_get("@#{v}").inspect %> '
                              '<%= instance_variable_defined?("@#{v}") %>\n<% end -%>'),
    ('undef_instance_warning_value', '[<%= @nope.to_s %>] [<%= @nope.inspect %>]'),
]
ERB_PRELUDE = ("  $num = 41\n  $arr = [1, 2, 3]\n  $hash = {'a' => 'x', 'b' => 'y'}\n"
               "  $yes = true\n  $no = false\n  $float = 2.0\n")
FROZEN_PRELUDE = ("  $lit = 'l'\n  $dq = \"dq\"\n  $interp = \"i${lit}\"\n  $heredoc = @(END)\n    h\n    | END\n"
                  "  $up = upcase($lit)\n  $joined = join([$lit, $dq], ',')\n  $fromvar = $lit\n")
for name, text in ERB_TEXTS:
    prelude = ERB_PRELUDE
    if name == 'qualified_scope':
        prelude += "  class { 'data': }\n"
    if name == 'string_frozenness':
        prelude += FROZEN_PRELUDE
    if name == 'ipaddr':
        prelude += "  $nets = {'10.0.0.10' => 'a', '9.255.0.0/16' => 'b', '10.0.0.9-10.0.0.20' => 'c'}\n"
    manifest = inline('inline_template', text, prelude=prelude)
    if name == 'qualified_scope':
        manifest = "class data { $v = 'dv' }\n" + manifest
    case('tmpl_erb_inline_' + name, manifest)

case('tmpl_erb_inline_before_assignment',
     "class t {\n  notify { 'out': message => inline_template('[<%= @late %>]') }\n  $late = 'x'\n}\ninclude t\n")
case('tmpl_erb_inline_top_assigned_after_include',
     "class t {\n  notify { 'out': message => inline_template('[<%= @after %>][<%= scope[\"::before\"] %>]') }\n}\n"
     "$before = 'b'\ninclude t\n$after = 'a'\n")
case('tmpl_epp_scope_top_assigned_after_include',
     "class t {\n  notify { 'out': message => inline_epp('[<%= $after %>][<%= $::before %>]') }\n"
     "  notify { 'file': message => epp('tm/x.epp') }\n}\n"
     "$before = 'b'\ninclude t\n$after = 'a'\n", {'x.epp': '[<%= $after %>][<%= $before %>]'})
case('tmpl_epp_scope_node',   # epp() sees the node scope: Puppet's global scope there
     "$top = 'T'\nclass incl { notify { 'c': message => epp('tm/x.epp') } }\n"
     "class early { notify { 'e': message => epp('tm/x.epp') } }\ninclude early\n"
     "node default {\n  $nv = 'N'\n"
     "  notify { 'i': message => inline_epp('[<%= $nv %>][<%= $top %>]') }\n"
     "  notify { 'f': message => epp('tm/x.epp') }\n"
     "  notify { 'r': message => inline_template('[<%= @nv %>][<%= @top %>]') }\n"
     "  include incl\n}\n", {'x.epp': '[<%= $nv %>][<%= $top %>]'})
case('tmpl_epp_scope_lambda_and_match_variables',   # the calling scope's ephemeral variables
     "class t {\n"
     "  [1, 2].each |$i| { notify { \"n${i}\": message => inline_epp('[<%= $i %>]') } }\n"
     "  [3].each |$j| { notify { \"r${j}\": message => inline_template('[<%= @j %>]') } }\n"
     "  if 'ab' =~ /(b)/ { notify { 'm': message => inline_epp('[<%= $1 %>][<%= $0 %>]') } }\n"
     "  if 'cd' =~ /(d)/ { notify { 'mr': message => inline_template('[<%= scope[\"1\"] %>]') } }\n"
     "  if 'ef' =~ /(f)/ { notify { 'mf': message => epp('tm/x.epp') } }\n"
     "  if 'gh' =~ /(h)/ { notify { 'own': message => inline_epp('<% if \"yz\" =~ /(z)/ { %><%= $1 %><% } %>[<%= $1 %>]') } }\n"
     "}\ninclude t\n", {'x.epp': '[<%= $1 %>]'})
case('tmpl_epp_scope_define_under_node',   # a define declared under the node sees node scope
     "$top = 'T'\n"
     "define dd() {\n  notify { \"d-${title}\": message => epp('tm/x.epp') }\n"
     "  notify { \"i-${title}\": message => \"[${nv}][${top}]\" }\n}\n"
     "class cc { $cv = 'C' dd { 'fromclass': } }\n"
     "dd { 'fromtop': }\n"
     "node default {\n  $nv = 'N'\n  dd { 'fromnode': }\n  include cc\n}\n",
     {'x.epp': '[<%= $nv %>][<%= $top %>][<%= $cv %>]'})
case('tmpl_epp_scope_function_and_inherited',   # a Puppet function's scope; inherited class
     "$top = 'T'\n"
     "function myf(String $p) >> String { $loc = 'L' "
     "inline_epp('[<%= $p %>][<%= $loc %>][<%= $top %>][<%= $cv %>]') }\n"
     "class base { $bv = 'B' }\nclass cc inherits base {\n  $cv = 'C'\n"
     "  notify { 'f': message => myf('P') }\n"
     "  notify { 'r': message => inline_template('[<%= @bv %>][<%= @cv %>][<%= scope[\"base::bv\"] %>]') }\n"
     "  notify { 'e': message => inline_epp('[<%= $bv %>][<%= $base::bv %>]') }\n}\ninclude cc\n")
case('tmpl_erb_inline_several', inline('inline_template', 'a<%= 1 %>', args=sq('b<%= 2 %>')))
ERB_FILES = [
    ('basic', "file { '/x': content => template('tm/x.erb') }", {'x.erb': 'top=<%= @top %>\n'}),
    ('class_vars', "class t { $port = 8080 $names = ['a', 'b'] file { '/x': content => template('tm/x.erb') } }\ninclude t",
     {'x.erb': 'port <%= @port %>\n<% @names.each do |n| -%>\nname <%= n %>\n<% end -%>\n'}),
    ('several', "file { '/x': content => template('tm/a.erb', 'tm/b.erb') }", {'a.erb': 'A\n', 'b.erb': 'B\n'}),
    ('subdirectory', "file { '/x': content => template('tm/sub/x.erb') }", {'sub/x.erb': 'sub\n'}),
    ('define_vars', "define tm::vh($port) { file { \"/${title}\": content => template('tm/x.erb') } }\ntm::vh { 'a': port => 1 }",
     {'x.erb': '<%= @title %>:<%= @port %>:<%= @name %>\n'}),
    ('no_newline', "file { '/x': content => template('tm/x.erb') }", {'x.erb': 'x'}),
    ('error_missing', "file { '/x': content => template('tm/missing.erb') }", {'x.erb': ''}),
    ('error_undefined_method', "file { '/x': content => template('tm/x.erb') }", {'x.erb': '<%= @top.no_such_method %>\n'}),
    ('error_syntax', "file { '/x': content => template('tm/x.erb') }", {'x.erb': '<% if true %>\nno end\n'}),
    ('absolute_unknown', "file { '/x': content => template('/nonexistent/lazygraph/x.erb') }", {'x.erb': ''}),
    ('error_not_a_string', "file { '/x': content => template(1) }", {'x.erb': ''}),
    ('in_define_each', "define tm::conf($opts) { file { \"/${title}\": content => template('tm/x.erb') } }\n"
     "tm::conf { 'c': opts => {'b' => 2, 'a' => 1} }",
     {'x.erb': '# <%= @title %>\n<% @opts.sort.each do |k, v| -%>\n<%= k %> = <%= v %>\n<% end -%>\n'}),
    ('error_undefined_local', "file { '/x': content => template('tm/x.erb') }", {'x.erb': 'a\n<%= no_such_name %>\n'}),
    ('mixed_epp_and_erb', "file { '/a': content => template('tm/x.erb') }\nfile { '/b': content => epp('tm/x.epp') }",
     {'x.erb': 'erb <%= @top %>\n', 'x.epp': 'epp <%= $top %>\n'}),
    # a `def` defines a method of Puppet's TemplateWrapper class: templates
    # rendered after it may call it, those rendered before may not
    ('def_shared', "file { '/a': content => template('tm/a.erb') }\n"
     "class t { $flag = true file { '/b': content => template('tm/b.erb') } }\ninclude t",
     {'a.erb': "<%- def yesno(v) v ? 'yes' : 'no' end -%>\na <%= yesno(@top) %>\n",
      'b.erb': 'b <%= yesno(@flag) %> <%= yesno(nil) %>\n'}),
    ('error_def_not_yet_defined', "file { '/b': content => template('tm/b.erb') }\n"
     "file { '/a': content => template('tm/a.erb') }",
     {'a.erb': "<%- def yesno(v) v ? 'yes' : 'no' end -%>\na <%= yesno(@top) %>\n",
      'b.erb': 'b <%= yesno(true) %>\n'}),
]
for name, manifest, templates in ERB_FILES:
    case('tmpl_erb_file_' + name, "$top = 'T'\n" + manifest + '\n', templates)


# -- ERB: the template object's catalog view, scope.to_hash -------------------------
CATALOG_TEMPLATE = "<%= classes.inspect %> <%= all_tags.inspect %> <%= all_tags.include?('early') %> " \
    "<%= all_tags.to_a.size %> <%= all_tags.sort.first %> <%= classes.include?('late') %>"
case('tmpl_erb_catalog_classes_and_tags',   # classes and all_tags as of the call, deferred or not
     "class early { notify { 'e': } }\n"
     "class foo::bar {\n  $now = inline_template(%s)\n  notify { 'in_class': message => $now }\n"
     "  notify { 'deferred': message => inline_template(%s) }\n  include late\n}\n"
     "class late { notify { 'late': message => inline_template(%s) } }\n"
     "node default {\n  include early\n  include foo::bar\n"
     "  notify { 'node': message => inline_template(%s) }\n}\n"
     % ((sq(CATALOG_TEMPLATE),) * 4))
case('tmpl_erb_catalog_classes_top_scope',  # at top scope, before the node: settings only
     "notify { 'top': message => inline_template(%s) }\nclass early {}\ninclude early\n"
     "notify { 'after': message => inline_template('<%%= classes.join(\",\") %%>|<%%= all_tags.to_a.join(\",\") %%>') }\n"
     % sq(CATALOG_TEMPLATE))
case('tmpl_erb_catalog_classes_in_module',
     "include tm\n",
     {'x.erb': '<%= classes.inspect %>\n<% all_tags.each do |t| -%>\ntag <%= t %>\n<% end -%>\n'
               '<%= all_tags.select { |t| t.start_with?("tm") }.inspect %>\n',
      '../manifests/init.pp': "class tm { include tm::sub file { '/x': content => template('tm/x.erb') } }\n",
      '../manifests/sub.pp': "class tm::sub($v = 1) { }\n"})
case('tmpl_erb_catalog_inherits_and_include_list',   # Class resources are declared before evaluated
     "class parent { notify { 'p': message => inline_template(%s) } }\n"
     "class child inherits parent { notify { 'c': message => inline_template(%s) } }\n"
     "class a { notify { 'a': message => inline_template(%s) } }\nclass b {}\ninclude child\ninclude a, b\n"
     % ((sq('<%= classes.inspect %> <%= all_tags.to_a.inspect %>'),) * 3))
TO_HASH = "<%= scope.to_hash.reject { |k, v| v.is_a?(Hash) }.inspect %>|<%= instance_variables.inspect %>"
case('tmpl_erb_scope_to_hash_listed',       # a real Hash, in Puppet's order (top scope, node, class)
     "$top = 'T'\n$gone = undef\nclass inner($p = 1, $q = undef) {\n  $c = 'C'\n"
     "  notify { 'inner': message => inline_template(%s) }\n}\n"
     "node default {\n  $n = 'N'\n  include inner\n  notify { 'node': message => inline_template(%s) }\n}\n"
     "notify { 'top': message => inline_template(%s) }\n" % ((sq(TO_HASH),) * 3))
case('tmpl_erb_scope_to_hash_module_names',  # $module_name / $caller_module_name as Puppet sets them
     "include tm\n",
     {'x.erb': "<%= scope.to_hash.reject { |k, v| v.is_a?(Hash) }.inspect %>\n"
               "<%= @module_name.inspect %> <%= @caller_module_name.inspect %> <%= scope.to_hash.size > 3 %>\n",
      '../manifests/init.pp': "class tm { tm::d { 'one': v => 2 } }\n",
      '../manifests/d.pp': "define tm::d($v) { $local = \"${v}x\" file { \"/${title}\": content => template('tm/x.erb') } }\n"})
case('tmpl_erb_scope_to_hash_methods',
     "$top = 'T'\nclass t($p = 'P') {\n  $list = [1, 2]\n  notify { 'out': message => inline_template("
     "'<%= scope.to_hash.keys.select { |k| %w[top p list].include?(k) }.inspect %> <%= scope.to_hash.fetch(\"p\") %> "
     "<%= scope.to_hash.key?(\"nope\") %> <%= scope.to_hash.class %> <%= scope.to_hash.values_at(\"top\", \"list\").inspect %>') }\n}\n"
     "include t\n")


def write():
    # Only the cases written here are rewritten: tmpl_* cases written by hand
    # (tmpl_sensitive_parameters, tmpl_erb_function_*) stay as they are.
    for name in CASES:
        path = os.path.join(DIR, name + '.modules')
        if os.path.isdir(path):
            shutil.rmtree(path)
    for name, (manifest, templates) in sorted(CASES.items()):
        with open(os.path.join(DIR, name + '.pp'), 'w', newline='') as f:
            f.write(manifest)
        for relative, text in templates.items():
            # 'x.erb' is a template of module tm; '../manifests/init.pp' its code
            path = os.path.normpath(os.path.join(DIR, name + '.modules', 'tm', 'templates', relative))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', newline='') as f:
                f.write(text)
    print('%d template cases' % len(CASES))


if __name__ == '__main__':
    write()
