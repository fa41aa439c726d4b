"""Module functions written in Ruby, through the Ruby helper (ruby=True, --ruby).

The cases tests/conformance/ruby/NAME.pp call our own module's Ruby functions
(tests/conformance/ruby/modules/lgrb: modern and legacy API); Puppet 7.23
compiled them (tools/regen_ruby_catalogs.py) into NAME.json. These tests need
Puppet's Ruby and are skipped without a `puppet` command; the tests of a broken
or missing helper play it with small scripts and always run.
"""
import glob
import json
import os
import re
import shutil
import sys

import pytest

import lazygraph
from lazygraph.cli import main
from lazygraph.errors import EvaluationError, LazygraphError
from lazygraph.functions import ruby_bridge
from lazygraph.functions.ruby_bridge import RubyOptions
from lazygraph.outputs.catalog_json import comparable, to_catalog
from tools.catalog_cases import NODE

DIR = os.path.join(os.path.dirname(__file__), 'conformance', 'ruby')
MODULES = os.path.join(DIR, 'modules')
CASES = sorted(glob.glob(os.path.join(DIR, '*.pp')))
FACTS = {'hostname': NODE.split('.')[0], 'fqdn': NODE}

needs_puppet = pytest.mark.skipif(shutil.which('puppet') is None,
                                  reason='Puppet is not installed (apt-get install puppet-agent)')


def name_of(path):
    return os.path.basename(path)[:-3]


def facts_for(path):
    if os.path.exists(path[:-3] + '.facts.json'):
        with open(path[:-3] + '.facts.json') as f:
            return json.load(f)
    return FACTS


def compile_case(path, **options):
    return lazygraph.compile(path, node=NODE, facts=facts_for(path), modulepath=MODULES,
                             **options)


def ruby_message(puppet_error):
    """What the Ruby side said, out of Puppet's whole compile error."""
    text = re.sub(r' \(file: [^)]*\)$', '', puppet_error)
    return text.split('Error while evaluating a Function Call, ', 1)[-1]


def test_cases_exist():
    names = set(map(name_of, CASES))
    assert {'values', 'kinds', 'class_params', 'err_dispatch', 'err_raise',
            'err_legacy'} <= names


@needs_puppet
@pytest.mark.parametrize('path', CASES, ids=name_of)
def test_catalog_matches_puppet(path):
    with open(path[:-3] + '.json') as f:
        expected = json.load(f)
    if 'error' in expected:
        with pytest.raises(LazygraphError) as info:
            compile_case(path, ruby=True)
        assert info.value.span is not None and info.value.span.line == expected['line'], (
            expected['error'], str(info.value))
        if name_of(path) != 'err_unknown':   # Puppet's own wording of a missing function
            assert ruby_message(expected['error']) == info.value.message
        return
    got = comparable(to_catalog(compile_case(path, ruby=True).compiler))
    assert got['classes'] == expected['classes']
    assert [(r['type'], r['title']) for r in got['resources']] == \
        [(r['type'], r['title']) for r in expected['resources']]
    for ours, theirs in zip(got['resources'], expected['resources']):
        assert ours == theirs
    assert got['edges'] == expected['edges']


def test_without_ruby_a_ruby_function_is_still_an_error():
    with pytest.raises(LazygraphError) as info:
        compile_case(os.path.join(DIR, 'values.pp'))
    assert info.value.span.line == 2 and 'lgrb::double' in info.value.message


def evaluate(text, **options):
    program = lazygraph.load_program(text, facts=FACTS, modulepath=MODULES,
                                     ruby=options.pop('ruby', True))
    runtime = program.runtime()
    try:
        return lazygraph.resolve(program), runtime
    finally:
        runtime.close()


@needs_puppet
def test_one_helper_per_session_stopped_at_the_end():
    program = lazygraph.load_program(
        '[lgrb::double(1), lgrb::double(2), lgrb_shout("a"), lgrb_legacy("b")]',
        facts=FACTS, modulepath=MODULES, ruby=True)
    runtime = program.runtime()
    bridge = runtime.ruby
    assert bridge.process is None                 # started lazily, on the first call
    value = lazygraph.resolve(program)
    assert value == [2, 4, 'A!', ['B', None, NODE, 1, None]]
    process = bridge.process
    assert bridge.calls == 4 and process.poll() is None
    runtime.close()
    assert bridge.process is None and process.poll() is not None


@needs_puppet
def test_values_that_json_lacks_cross_both_ways():
    value, _ = evaluate('''[
        lgrb::make('sensitive'), lgrb::make('default'), lgrb::make('regexp'),
        lgrb::make('type'), lgrb::make('resource'),
        lgrb::kinds(Sensitive('x'))['unwrapped'], lgrb::kinds(default)['is_default'],
        lgrb::kinds({1 => 3})['type'], lgrb::double([])]''')
    sensitive, default, regexp, vtype, resource, unwrapped, is_default, key_type, empty = value
    assert isinstance(sensitive, lazygraph.values.core.PSensitive) and sensitive.value == 's3cret'
    assert default is lazygraph.values.core.DEFAULT
    assert regexp.source == r'^web(\d+)$'
    assert str(vtype) == "Variant[Integer[1, 5], Enum['a', 'b']]" and vtype.instance(3)
    assert resource.ref() == 'File[/etc/motd]'
    assert (unwrapped, is_default, empty) == ('x', True, [])
    assert key_type == 'Hash[Integer[1, 1], Integer[3, 3], 1, 1]'


@needs_puppet
def test_puppet_log_messages_become_lazygraph_messages():
    value, runtime = evaluate("lgrb::warn('careful')")
    assert value == 'careful'
    (message,) = [m for m in runtime.messages if 'lgrb::warn' in m.text]
    assert (message.level, message.text, message.span.line) == (
        'warning', 'lgrb::warn: careful', 1)


@needs_puppet
def test_lambdas_cross_and_come_back_released():
    program = lazygraph.load_program(
        "[lgrb::apply_twice(3) |$x| { $x * 10 }, lgrb::apply_twice('a') |$x| { \"${x}!\" }]",
        facts=FACTS, modulepath=MODULES, ruby=True)
    assert lazygraph.resolve(program) == [300, 'a!!']
    assert program.runtime().ruby._lambdas == {}
    with pytest.raises(EvaluationError, match="'lgrb::double' does not expect a block"):
        evaluate('lgrb::double(1) |$x| { $x }')
    program.runtime().close()


@needs_puppet
def test_lookups_from_ruby_are_lazygraphs_when_it_has_them():
    # lazygraph's own lookup() (here a stand-in of the manifest's) answers Ruby's
    # call_function('lookup'); without one, Puppet's answers (no data: the default).
    value, _ = evaluate("function lookup($key, $t = undef, $m = undef, $d = undef) "
                        "{ \"lazygraph: ${key}\" }\n"
                        "lgrb::look('some::key', 'the default')")
    assert value == 'lazygraph: some::key'
    value, _ = evaluate("lgrb::look('some::key', 'the default')")
    assert value == 'the default'


@needs_puppet
def test_lazy_catalog_with_ruby(tmp_path):
    # A Ruby function may have side effects: like a Puppet-language function, its
    # call is made when the resource is declared, not deferred (compiler.deferrable).
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'a': message => lgrb::double(5) }\n"
                        "notify { 'b': message => lgrb::double([6]) }\n")
    catalog = lazygraph.load(str(manifest), node=NODE, facts=FACTS, modulepath=MODULES,
                             ruby=True)
    try:
        assert catalog.resolve('Notify[b]', 'message') == [12]
        assert catalog.compiler.runtime.ruby.calls == 2
    finally:
        catalog.close()
    assert catalog.compiler.runtime.ruby.process is None


@needs_puppet
def test_cli_compile_get_eval_with_ruby(capsys, tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'n': message => lgrb::profile('cli')['ports'] }\n")
    facts = tmp_path / 'facts.json'
    facts.write_text(json.dumps(FACTS))
    common = ['--facts', str(facts), '--modulepath', MODULES, '--ruby']
    assert main(['compile', str(manifest), '--node', NODE] + common) == 0
    catalog = json.loads(capsys.readouterr().out)
    (notify,) = [r for r in catalog['resources'] if r['type'] == 'Notify']
    assert notify['parameters']['message'] == [8080]
    assert main(['get', str(manifest), 'Notify[n]', 'message', '--node', NODE] + common) == 0
    assert json.loads(capsys.readouterr().out) == [8080]
    assert main(['eval', '-e', 'lgrb::double(4)'] + common) == 0
    assert capsys.readouterr().out.strip() == '8'
    assert main(['eval', '-e', "lgrb::boom('cli')"] + common) == 1
    err = capsys.readouterr().err
    assert err.startswith('<expression>:1:1: error: lgrb::boom says: cli')


@needs_puppet
def test_catalog_changes_made_in_ruby_are_an_error_not_lost(tmp_path):
    module = tmp_path / 'm' / 'lib' / 'puppet' / 'functions' / 'm'
    module.mkdir(parents=True)
    (module / 'declare.rb').write_text(
        "Puppet::Functions.create_function(:'m::declare') do\n"
        "  def declare\n"
        "    call_function('create_resources', 'notify', { 'from-ruby' => {} })\n"
        "    'declared'\n  end\nend\n")
    program = lazygraph.load_program('$x = 1\n$y = m::declare()', modulepath=str(tmp_path),
                                     ruby=True)
    with pytest.raises(EvaluationError) as info:
        lazygraph.resolve(program)
    program.runtime().close()
    assert info.value.span.line == 2
    assert info.value.message == ("the Ruby function 'm::declare' added Notify[from-ruby] to "
                                  "the catalog; lazygraph cannot take catalog changes from "
                                  "Ruby functions")


@needs_puppet
def test_catalog_reads_in_ruby_see_lazygraphs_catalog_or_are_an_error(tmp_path):
    module = tmp_path / 'm' / 'lib' / 'puppet' / 'functions' / 'm'
    module.mkdir(parents=True)
    (module / 'isdef.rb').write_text(
        "Puppet::Functions.create_function(:'m::isdef') do\n"
        "  def isdef(ref)\n    call_function('defined', ref)\n  end\nend\n")
    # edges: the helper has none of lazygraph's, so no answer rather than a wrong one
    (module / 'edges.rb').write_text(
        "Puppet::Functions.create_function(:'m::edges', Puppet::Functions::InternalFunction) do\n"
        "  dispatch :edges do\n    scope_param\n  end\n"
        "  def edges(scope)\n    scope.catalog.edges.size\n  end\nend\n")
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'x': }\nnotify { 'y': message => m::isdef(Notify['x']) }\n"
                        "notify { 'z': message => m::isdef(Notify['later']) }\n"
                        "notify { 'later': }\n")
    catalog = lazygraph.compile(str(manifest), node=NODE, facts=FACTS,
                                modulepath=str(tmp_path), ruby=True)
    # Puppet's answers: declared so far, and not yet
    assert catalog['Notify[y]'].get('message') is True
    assert catalog['Notify[z]'].get('message') is False
    manifest.write_text("notify { 'x': }\nnotify { 'y': message => m::edges() }\n")
    with pytest.raises(EvaluationError) as info:
        lazygraph.compile(str(manifest), node=NODE, facts=FACTS, modulepath=str(tmp_path),
                          ruby=True)
    assert info.value.span.line == 2
    assert info.value.message == ("the Ruby function 'm::edges' uses the catalog "
                                  "(catalog.edges); lazygraph's catalog is not visible to "
                                  "Ruby functions")


# -- a helper that dies, hangs, answers garbage, or cannot be found -------------------


@needs_puppet
def test_a_helper_that_dies_is_a_located_error(tmp_path):
    module = tmp_path / 'm' / 'lib' / 'puppet' / 'functions' / 'm'
    module.mkdir(parents=True)
    (module / 'die.rb').write_text(
        "Puppet::Functions.create_function(:'m::die') do\n"
        "  def die\n    $stderr.puts 'going down'\n    exit!(7)\n  end\nend\n")
    program = lazygraph.load_program('$x = 1\n$y = m::die()', modulepath=str(tmp_path),
                                     ruby=True)
    with pytest.raises(EvaluationError) as info:
        lazygraph.resolve(program)
    assert info.value.span.line == 2
    assert "the Ruby helper died while calling 'm::die' (exit status 7)" in info.value.message
    assert 'going down' in info.value.message
    assert program.runtime().ruby.process is None
    # A helper killed by a signal says which.
    (module / 'segv.rb').write_text(
        "Puppet::Functions.create_function(:'m::segv') do\n"
        "  def segv\n    Process.kill('KILL', Process.pid)\n  end\nend\n")
    program = lazygraph.load_program('[m::segv()]', modulepath=str(tmp_path), ruby=True)
    with pytest.raises(EvaluationError) as info:
        lazygraph.resolve(program)
    assert info.value.message == ("the Ruby helper died while calling 'm::segv' "
                                  "(killed by signal 9)")


@needs_puppet
def test_a_helper_that_hangs_is_stopped_after_the_time_limit(tmp_path):
    module = tmp_path / 'm' / 'lib' / 'puppet' / 'functions' / 'm'
    module.mkdir(parents=True)
    (module / 'hang.rb').write_text(
        "Puppet::Functions.create_function(:'m::hang') do\n"
        "  def hang\n    sleep 60\n  end\nend\n")
    program = lazygraph.load_program('m::hang()', modulepath=str(tmp_path),
                                     ruby=RubyOptions(timeout=1))
    with pytest.raises(EvaluationError) as info:
        lazygraph.resolve(program)
    assert info.value.span.line == 1
    assert info.value.message == ("the Ruby helper did not answer within 1 s (stopped it) "
                                  "while calling 'm::hang'")


def _fake_helper(tmp_path, script):
    """A module with a Ruby function file, and a 'helper' in Python playing it badly."""
    module = tmp_path / 'm' / 'lib' / 'puppet' / 'functions' / 'm'
    module.mkdir(parents=True)
    (module / 'f.rb').write_text('# played by the fake helper\n')
    helper = tmp_path / 'helper.py'
    helper.write_text('import sys\n' + script)
    return RubyOptions(command=[sys.executable, str(helper)], timeout=5)


def test_a_helper_that_answers_garbage(tmp_path):
    options = _fake_helper(tmp_path, "sys.stdin.readline()\nprint('hello there', flush=True)\n"
                                     "sys.stdin.readline()\n")
    program = lazygraph.load_program('$a = 1\n$b = m::f(1)', modulepath=str(tmp_path),
                                     ruby=options)
    with pytest.raises(EvaluationError) as info:
        lazygraph.resolve(program)
    assert info.value.span.line == 2
    assert info.value.message == ("the Ruby helper answered something that is not JSON: "
                                  "'hello there' while starting")


def test_a_helper_that_answers_garbage_to_a_call(tmp_path):
    options = _fake_helper(tmp_path, "sys.stdin.readline()\n"
                                     "print('{\"value\": \"7.23.0\"}', flush=True)\n"
                                     "sys.stdin.readline()\nprint('[1, 2', flush=True)\n")
    with pytest.raises(EvaluationError, match="not JSON: '\\[1, 2' while calling 'm::f'"):
        lazygraph.resolve(lazygraph.load_program('m::f()', modulepath=str(tmp_path),
                                                 ruby=options))


def test_a_helper_that_answers_an_unknown_tag(tmp_path):
    options = _fake_helper(tmp_path, "sys.stdin.readline()\n"
                                     "print('{\"value\": \"7.23.0\"}', flush=True)\n"
                                     "sys.stdin.readline()\n"
                                     "print('{\"value\": {\"$lg\": \"gizmo\"}}', flush=True)\n")
    with pytest.raises(EvaluationError, match="answered an unknown value"):
        lazygraph.resolve(lazygraph.load_program('m::f()', modulepath=str(tmp_path),
                                                 ruby=options))


@pytest.mark.parametrize('answer, message', [
    ('[1]', "answered [1], not an object"),
    ('{"value": {"$lg": "hash"}}', "answered a value lazygraph cannot read"),
    ('{"value": {"$lg": "regexp", "source": "(?<a"}}', "answered a value lazygraph cannot"),
    ('{"value": {"$lg": "type", "text": "Integer[[["}}',
     "returned the type Integer[[[, which lazygraph cannot read"),
    # The helper asks for a lambda it was never given: it is told so.
    ('{"callback": "lambda", "id": 9, "args": []}', "no lambda 9 was given to this call"),
    ('{"value": 1, "messages": [1, {"level": 5}]}', None),
])
def test_malformed_answers_are_clear_errors(tmp_path, answer, message):
    # The fake answers the call with ``answer``, then fails with what it is told next.
    options = _fake_helper(tmp_path, "import json\n"
                                     "sys.stdin.readline()\n"
                                     "print(json.dumps({'value': '7.23.0'}), flush=True)\n"
                                     "sys.stdin.readline()\n"
                                     "print(%r, flush=True)\n"
                                     "told = json.loads(sys.stdin.readline())\n"
                                     "print(json.dumps({'error': told.get('error')}), flush=True)\n"
                                     % answer)
    program = lazygraph.load_program('m::f()', modulepath=str(tmp_path), ruby=options)
    if message is None:      # odd log messages are passed over
        assert lazygraph.resolve(program) == 1
        return
    with pytest.raises(EvaluationError, match=re.escape(message)):
        lazygraph.resolve(program)


def test_no_ruby_says_what_to_install(tmp_path, monkeypatch):
    options = _fake_helper(tmp_path, '')
    options.command = None
    monkeypatch.setattr(ruby_bridge, 'find_ruby', lambda: None)
    with pytest.raises(EvaluationError, match='no ruby was found: install Puppet '
                                              r'\(Debian/Ubuntu: apt-get install puppet-agent'):
        lazygraph.resolve(lazygraph.load_program('m::f()', modulepath=str(tmp_path),
                                                 ruby=options))


def test_a_ruby_that_cannot_be_started(tmp_path):
    options = _fake_helper(tmp_path, '')
    options.command = None
    options.ruby = str(tmp_path / 'no-such-ruby')
    with pytest.raises(EvaluationError, match='cannot start the Ruby helper'):
        lazygraph.resolve(lazygraph.load_program('m::f()', modulepath=str(tmp_path),
                                                 ruby=options))


@pytest.mark.skipif(shutil.which('ruby') is None, reason='no ruby on PATH')
def test_ruby_without_puppet_says_what_to_install(tmp_path):
    options = _fake_helper(tmp_path, '')
    # A Ruby in which `require 'puppet'` fails, running the real helper.
    options.command = ['ruby', '-e', 'module Kernel; alias lg_require require; '
                       'def require(n); raise LoadError, "cannot load such file -- puppet" '
                       'if n == "puppet"; lg_require(n); end; end; load ARGV[0]',
                       ruby_bridge.HELPER]
    with pytest.raises(EvaluationError, match=r'Ruby cannot load Puppet \(cannot load such '
                                              r'file -- puppet\); install Puppet'):
        lazygraph.resolve(lazygraph.load_program('m::f()', modulepath=str(tmp_path),
                                                 ruby=options))


def test_a_template_outside_the_subset_is_refused_without_ruby_and_points_to_it():
    path = os.path.join(DIR, 'template_outside_subset.pp')
    with pytest.raises(LazygraphError) as info:
        compile_case(path)
    text = info.value.format()
    assert 'banner.erb:2:3' in text and '$LOAD_PATH' in text and '--ruby' in text
