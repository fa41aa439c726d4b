"""Function policies lazygraph adds to Puppet's behaviour: what file() may read,
when generate() runs, and how modules' Ruby functions are served or refused."""
import json
import os
import subprocess
import sys

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.evaluation import load_program, resolve
from lazygraph.values.core import to_data

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FILES_MODULES = os.path.join(HERE, 'conformance', 'catalogs', 'fn_files.modules')
STDLIB9 = os.path.join(HERE, 'conformance', 'functions', 'modules', 'stdlib9')


def value(text, **options):
    return to_data(resolve(load_program(text, filename='t.pp', **options)))


def error(text, **options):
    with pytest.raises(LazygraphError) as info:
        value(text, **options)
    return str(info.value)


# -- file() and friends ------------------------------------------------------------

def test_module_file_is_read_from_the_modulepath():
    assert value("file('mymod/greeting.txt')", modulepath=FILES_MODULES) == 'hello from mymod\n'


def test_dot_dot_may_not_leave_the_files_folder():
    message = error("file('mymod/../../other/files/greeting.txt')", modulepath=FILES_MODULES)
    assert "may not contain '..'" in message and 't.pp:1:1' in message


def test_absolute_paths_need_allow_read(tmp_path):
    target = tmp_path / 'data.txt'
    target.write_text('secret\n')
    message = error("file('%s')" % target)
    assert '--allow-read' in message
    assert value("file('%s')" % target, allow_read=[str(tmp_path)]) == 'secret\n'
    # A sibling directory is not under the allowed one.
    other = tmp_path.parent / (tmp_path.name + '-other')
    other.mkdir()
    (other / 'x').write_text('x')
    assert '--allow-read' in error("file('%s')" % (other / 'x'), allow_read=[str(tmp_path)])


def test_find_file_absolute_path_needs_allow_read(tmp_path):
    assert '--allow-read' in error("find_file('%s')" % tmp_path)
    assert value("find_file('%s/nope')" % tmp_path, allow_read=[str(tmp_path)]) is None


def test_binary_file_is_base64_in_the_catalog():
    assert value("String(binary_file('mymod/greeting.txt'))", modulepath=FILES_MODULES) == \
        'aGVsbG8gZnJvbSBteW1vZAo='


# -- generate() -----------------------------------------------------------------------

def test_generate_is_off_unless_allowed():
    assert '--allow-generate' in error("generate('/bin/echo', 'hi')")


def test_generate_runs_without_a_shell_when_allowed():
    assert value("generate('/bin/echo', 'a b', '$HOME')", allow_generate=True) == 'a b $HOME\n'


def test_generate_checks_the_command_as_puppet_does():
    assert 'fully qualified' in error("generate('echo', 'x')", allow_generate=True)
    assert "'..'" in error("generate('/bin/../bin/echo')", allow_generate=True)
    assert 'Failed to execute' in error("generate('/bin/false')", allow_generate=True)


def test_cli_flags_reach_the_runtime(tmp_path):
    target = tmp_path / 'motd'
    target.write_text('hi\n')
    manifest = tmp_path / 'site.pp'
    manifest.write_text("file { '/etc/motd': content => file('%s') }\n" % target)
    env = dict(os.environ, PYTHONPATH=ROOT)
    cmd = [sys.executable, '-m', 'lazygraph', 'compile', str(manifest), '--node', 'n1']
    refused = subprocess.run(cmd, capture_output=True, text=True, env=env)
    assert refused.returncode != 0 and '--allow-read' in refused.stderr
    allowed = subprocess.run(cmd + ['--allow-read', str(tmp_path)], capture_output=True,
                             text=True, env=env)
    assert allowed.returncode == 0, allowed.stderr
    motd = [r for r in json.loads(allowed.stdout)['resources'] if r['title'] == '/etc/motd']
    assert motd[0]['parameters']['content'] == 'hi\n'


# -- Ruby functions of modules ----------------------------------------------------------

def _module(tmp_path, name, files):
    for relative, text in files.items():
        path = tmp_path / name / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(tmp_path)


def test_a_modules_ruby_function_is_a_clear_error(tmp_path):
    path = _module(tmp_path, 'acme', {
        'lib/puppet/functions/acme/frob.rb': "Puppet::Functions.create_function(:'acme::frob')",
        'lib/puppet/parser/functions/oldfrob.rb': 'module Puppet::Parser::Functions; end'})
    message = error("acme::frob(1)", modulepath=path)
    assert "'acme::frob' is implemented in Ruby" in message and 'acme/frob.rb' in message
    assert 'oldfrob.rb' in error("oldfrob(1)", modulepath=path)
    assert "Unknown function: 'nofrob'" in error("nofrob(1)", modulepath=path)


def test_stdlib_functions_need_stdlib_on_the_modulepath():
    assert "Unknown function: 'pick'" in error("pick(undef, 1)")
    assert value("pick(undef, 1)", modulepath=STDLIB9) == 1


def test_a_real_stdlib_serves_only_the_functions_it_has(tmp_path):
    # A stdlib with lib/ but without is_string.rb (as v9): is_string stays unknown.
    path = _module(tmp_path, 'stdlib', {
        'metadata.json': '{"name": "x-stdlib", "version": "9.0.0"}',
        'lib/puppet/parser/functions/pick.rb': '# pick'})
    assert value("pick(undef, 2)", modulepath=path) == 2
    assert "Unknown function: 'is_string'" in error("is_string('a')", modulepath=path)


def test_a_stand_in_stdlib_serves_the_names_of_its_version(tmp_path):
    v8 = _module(tmp_path / 'v8', 'stdlib', {'metadata.json': '{"version": "8.6.0"}'})
    v9 = _module(tmp_path / 'v9', 'stdlib', {'metadata.json': '{"version": "9.7.0"}'})
    assert value("is_string('a')", modulepath=v8) is True
    assert "Unknown function: 'is_string'" in error("is_string('a')", modulepath=v9)


def test_stdlib_function_from_another_module_is_refused(tmp_path):
    path = _module(tmp_path, 'other', {'lib/puppet/parser/functions/pick.rb': '# pick'})
    assert "'pick' is implemented in Ruby" in error("pick(undef, 1)", modulepath=path)


# -- create_resources in a catalog --------------------------------------------------------

def test_create_resources_rejects_a_virtual_class():
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile("class c {}\ncreate_resources('@class', {'c' => {}})\n", node='n1',
                          filename='t.pp')
    assert 'not virtualizable' in str(info.value) and info.value.span.line == 2


# -- no argument makes a function crash ----------------------------------------------------

ODD_VALUES = ["undef", "''", "'a.b'", "'x'", "0", "-1", "3", "1.5", "true", "[]", "[1, 'a']",
              "{}", "{'a' => 1}", "/re/", "String", "Sensitive('s')", "default"]


def _added_functions():
    from lazygraph.functions import registry
    from lazygraph.functions.stdlib import STDLIB, load_all
    load_all()
    registry.load_all()
    added = {'md5', 'sha1', 'sha256', 'digest', 'fqdn_rand', 'get', 'getvar', 'group_by',
             'partition', 'tree_each', 'unwrap', 'compare', 'convert_to', 'call', 'shellquote',
             'scanf', 'strftime', 'file', 'find_file', 'binary_file', 'find_template',
             'module_directory', 'generate', 'create_resources'}
    assert added <= set(registry.BUILTINS)
    return sorted(set(STDLIB) | added)


@pytest.mark.slow
def test_no_arguments_make_a_function_crash():
    """Every function added here, called with odd arguments, either returns or raises a
    located LazygraphError: never a Python exception."""
    import itertools
    modulepath = os.path.join(HERE, 'conformance', 'functions', 'modules', 'stdlib8')
    crashes = []
    for name in _added_functions():
        for n, step in ((0, 1), (1, 1), (2, 11), (3, 97)):
            for combo in itertools.islice(itertools.product(ODD_VALUES, repeat=n), 0, None,
                                          step):
                text = '%s(%s)' % (name, ', '.join(combo))
                try:
                    resolve(load_program(text, filename='t.pp', modulepath=modulepath,
                                         facts={'networking': {'fqdn': 'a.b'}}))
                except LazygraphError as error:
                    assert error.span is not None, text
                except Exception as error:   # noqa: B902 - any other exception is the bug
                    crashes.append('%s: %s: %s' % (text, type(error).__name__, error))
    assert crashes == []
