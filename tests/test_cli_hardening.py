"""The command line and its input files under careless or hostile use: closed
output, unwritable -o files, devices and oversized files as input, facts that are
not UTF-8 or that are YAML alias bombs. Each fails with a clear message naming the
file and exit status 1 -- never a traceback, never a hang."""
import os
import re
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lazygraph(*args, cwd, stdin='', closed_stdout=False, timeout=60):
    command = [sys.executable, '-m', 'lazygraph'] + [str(a) for a in args]
    env = dict(os.environ, PYTHONPATH=ROOT)
    if closed_stdout:
        # `lazygraph ... >&-`: the child starts with file descriptor 1 closed.
        return subprocess.run(command, cwd=cwd, input=stdin, stderr=subprocess.PIPE,
                              text=True, env=env, timeout=timeout,
                              pass_fds=(), preexec_fn=lambda: os.close(1))
    return subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, text=True,
                          env=env, timeout=timeout)


@pytest.fixture
def site(tmp_path):
    (tmp_path / 'site.pp').write_text("notify { 'x': message => 'hello' }\n")
    (tmp_path / 'facts.json').write_text('{"os": {"family": "Debian"}}')
    return tmp_path


NODE = ('--node', 'n1', '--facts', 'facts.json')
COMMANDS = {
    'parse': ('parse', 'site.pp'),
    'compile': ('compile', 'site.pp') + NODE,
    'get': ('get', 'site.pp', 'Notify[x]', 'message') + NODE,
    'render': ('render', 'site.pp'),
    'eval': ('eval', '-e', '1 + 1'),
    'lookup': ('lookup', 'k', '--default', 'v') + NODE,
    'inspect': ('inspect', 'site.pp') + NODE,
}


@pytest.mark.parametrize('name', sorted(COMMANDS))
def test_every_command_with_stdout_closed_says_so(site, name):
    proc = lazygraph(*COMMANDS[name], cwd=site, stdin='ls\n', closed_stdout=True)
    assert proc.returncode == 1
    assert 'Traceback' not in proc.stderr
    assert proc.stderr.strip() == 'error: standard output is closed: nothing to write the ' \
                                  'result to'


@pytest.mark.parametrize('name', ['compile', 'render', 'eval'])
def test_a_reader_that_goes_away_ends_the_command_quietly(site, name):
    # Output larger than a pipe's buffer, read one byte: the writer meets EPIPE.
    body = ''.join("notify { 'n%d': message => '%s' }\n" % (i, 'x' * 200) for i in range(2000))
    (site / 'site.pp').write_text(body)
    args = COMMANDS[name] if name != 'eval' else ('eval', 'site.pp', '--vars')
    if name == 'eval':
        (site / 'site.pp').write_text(''.join("$v%d = '%s'\n" % (i, 'x' * 200)
                                              for i in range(2000)))
    command = [sys.executable, '-m', 'lazygraph'] + list(args)
    env = dict(os.environ, PYTHONPATH=ROOT)
    proc = subprocess.Popen(command, cwd=site, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env)
    proc.stdout.read(1)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert err == ''


@pytest.mark.parametrize('target, reason', [
    ('/dev/full', 'No space left on device'),
    ('/nonexistent-dir/x.json', 'No such file or directory'),
    ('/proc/version', 'Input/output error'),      # nothing can be created beside it
])
@pytest.mark.parametrize('name', ['compile', 'render'])
def test_an_unwritable_output_file_is_named(site, name, target, reason):
    proc = lazygraph(*(COMMANDS[name] + ('-o', target)), cwd=site)
    assert proc.returncode == 1
    assert proc.stderr.strip() == 'error: %s: cannot write: %s' % (target, reason)


def test_a_png_to_an_unwritable_file_is_named(site):
    proc = lazygraph('render', 'site.pp', '--format', 'png', '-o', '/nonexistent-dir/x.png',
                     cwd=site)
    assert proc.returncode == 1
    assert 'error: /nonexistent-dir/x.png: cannot write' in proc.stderr


@pytest.mark.parametrize('device', ['/dev/zero', '/dev/urandom'])
@pytest.mark.parametrize('role', ['manifest', 'facts'])
def test_devices_are_refused_as_input_instead_of_read_forever(site, device, role):
    if role == 'manifest':
        proc = lazygraph('parse', device, cwd=site, timeout=30)
    else:
        proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', device, cwd=site,
                         timeout=30)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ('error: %s: not a regular file (a device, pipe or socket '
                                   'is not read)' % device)


def test_a_fifo_is_refused_without_blocking(site):
    os.mkfifo(site / 'pipe.pp')
    proc = lazygraph('parse', 'pipe.pp', cwd=site, timeout=30)
    assert proc.returncode == 1
    assert 'pipe.pp: not a regular file' in proc.stderr


def test_input_size_is_bounded_and_the_bound_configurable(site):
    size = os.path.getsize(site / 'site.pp')
    proc = lazygraph('parse', 'site.pp', '--max-input-size', size - 1, cwd=site)
    assert proc.returncode == 1
    assert ('site.pp: %d bytes, more than the %d bytes lazygraph reads' % (size, size - 1)
            in proc.stderr)
    assert lazygraph('parse', 'site.pp', '--max-input-size', size, cwd=site).returncode == 0
    env_limited = subprocess.run(
        [sys.executable, '-m', 'lazygraph', 'compile', 'site.pp'] + list(NODE), cwd=site,
        capture_output=True, text=True,
        env=dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_MAX_INPUT_SIZE='10'))
    assert env_limited.returncode == 1
    assert 'more than the 10 bytes' in env_limited.stderr


def test_the_size_bound_covers_module_files(site):
    manifests = site / 'modules' / 'big' / 'manifests'
    manifests.mkdir(parents=True)
    (manifests / 'init.pp').write_text('class big {\n' + '# padding\n' * 100 + '}\n')
    (site / 'site.pp').write_text('include big\n')
    proc = lazygraph('compile', 'site.pp', '--modulepath', 'modules', '--max-input-size', 500,
                     *NODE, cwd=site)
    assert proc.returncode == 1
    assert 'init.pp:' in proc.stderr and 'more than the 500 bytes' in proc.stderr


def test_a_facts_file_that_is_not_utf8_is_located(site):
    (site / 'bad.json').write_bytes(b'{"a": "\xff\xfe"}')
    proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', 'bad.json', cwd=site)
    assert proc.returncode == 1
    assert proc.stderr.startswith('bad.json:1:8: error: not UTF-8 text (byte 0xff)')
    assert 'Traceback' not in proc.stderr


def test_a_manifest_that_is_not_utf8_is_located(site):
    (site / 'bad.pp').write_bytes(b"notify { 'a': }\nnotify { 'b\xe9': }\n")
    proc = lazygraph('parse', 'bad.pp', cwd=site)
    assert proc.returncode == 1
    assert proc.stderr.startswith('bad.pp:2:12: error: not UTF-8 text (byte 0xe9)')


def test_a_yaml_alias_bomb_as_facts_is_refused_quickly(site):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(8):
        this, previous = chr(98 + i), chr(97 + i)
        lines.append('%s: &%s [%s]' % (this, this, ','.join(['*' + previous] * 9)))
    (site / 'bomb.yaml').write_text('\n'.join(lines) + '\n')
    assert os.path.getsize(site / 'bomb.yaml') < 400
    for facts in ('bomb.yaml',):
        proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', facts, cwd=site,
                         timeout=60)
        assert proc.returncode == 1
        assert 'the data expands to more than' in proc.stderr
        assert 'alias bomb' in proc.stderr


def test_a_yaml_alias_bomb_in_a_fact_cache_file_is_refused(site):
    lines = ['--- !ruby/object:Puppet::Node::Facts', 'name: n1', 'values:',
             '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(8):
        this, previous = chr(98 + i), chr(97 + i)
        lines.append('  %s: &%s [%s]' % (this, this, ','.join(['*' + previous] * 9)))
    (site / 'cache.yaml').write_text('\n'.join(lines) + '\n')
    proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', 'cache.yaml', cwd=site,
                     timeout=60)
    assert proc.returncode == 1
    assert 'alias bomb' in proc.stderr


@pytest.mark.parametrize('content, message', [
    ('[]', 'facts must be a mapping of names to values'),
    ('', 'not valid JSON'),
])
def test_facts_that_are_not_a_mapping_are_refused(site, content, message):
    (site / 'odd.json').write_text(content)
    proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', 'odd.json', cwd=site)
    assert proc.returncode == 1
    assert message in proc.stderr and 'Traceback' not in proc.stderr


LOOP = "$n = 100000000\n$n.each |$x| {\n  $y = $x * 2\n}\nnotify { 'done': }\n"


def test_timeout_stops_a_long_evaluation_where_it_was(site):
    (site / 'loop.pp').write_text(LOOP)
    for command in (('compile', 'loop.pp') + NODE, ('eval', 'loop.pp'),
                    ('get', 'loop.pp', 'Notify[done]') + NODE):
        proc = lazygraph(*(command + ('--timeout', '1')), cwd=site, timeout=60)
        assert proc.returncode == 1, command
        # The loop's statement, or the statement of its body being evaluated
        # (where the interruption lands depends on timing).
        location, _, message = proc.stderr.partition(': error: ')
        assert location in ('loop.pp:2:1', 'loop.pp:3:3'), proc.stderr
        assert message.startswith('evaluation timed out after 1 s (--timeout)')
        assert 'Traceback' not in proc.stderr


def test_a_generous_timeout_changes_nothing(site):
    plain = lazygraph(*COMMANDS['compile'], cwd=site)
    limited = lazygraph(*(COMMANDS['compile'] + ('--timeout', '600')), cwd=site)
    assert limited.returncode == plain.returncode == 0
    strip = lambda text: [line for line in text.splitlines()   # noqa: E731
                          if '"version"' not in line and 'catalog_uuid' not in line]
    assert strip(limited.stdout) == strip(plain.stdout)


def test_the_library_takes_a_time_limit():
    import time
    import lazygraph
    started = time.monotonic()
    with pytest.raises(lazygraph.EvaluationError) as info:
        lazygraph.compile(LOOP, node='n1', facts={}, timeout=0.5)
    assert time.monotonic() - started < 30
    assert 'evaluation timed out after 0.5 s' in str(info.value)
    assert (info.value.span.line, info.value.span.column) in ((2, 1), (3, 3))
    with pytest.raises(lazygraph.EvaluationError, match='timed out'):
        with lazygraph.time_limit(0.5):
            lazygraph.evaluate(LOOP)
    # The limit ends with its block: the same thread evaluates freely afterwards.
    assert lazygraph.evaluate('[1, 2].map |$x| { $x * 3 }') == [3, 6]


def test_time_limits_nest_and_each_ends_with_its_block():
    from lazygraph.deep import _state, time_limit
    with time_limit(60):
        outer = _state.limit
        with time_limit(None):          # no limit of its own: the outer one stands
            assert _state.limit == outer
        with pytest.raises(ZeroDivisionError):
            with time_limit(30):
                assert _state.limit[1] == 30
                1 / 0
        assert _state.limit == outer    # restored, the block left by an exception
    assert getattr(_state, 'limit', None) is None


def test_one_time_limit_entered_twice_and_used_as_a_decorator_ends_each_time():
    from lazygraph.deep import _state, time_limit
    limit = time_limit(60)
    with limit:
        outer = _state.limit
        with limit:
            pass
        assert _state.limit == outer
    assert getattr(_state, 'limit', None) is None

    @time_limit(60)
    def limited():
        return _state.limit[1]
    assert limited() == 60 and limited() == 60
    assert getattr(_state, 'limit', None) is None


@pytest.mark.parametrize('text', [
    'define r() { r { "${title}x": } }\nr { "a": }\n',
    'define d() { @d { "${title}x": } }\n@d { "a": }\nD <| |>\n',
])
def test_generator_loops_stop_as_puppet_stops_them(site, text):
    (site / 'loop.pp').write_text(text)
    proc = lazygraph('compile', 'loop.pp', *NODE, cwd=site, timeout=120)
    assert proc.returncode == 1
    assert proc.stderr.startswith('loop.pp:1:14: error: Somehow looped more than 1000 times '
                                  'while evaluating host catalog')


def test_a_fact_holding_a_lone_surrogate_is_refused(site):
    (site / 'odd.json').write_text('{"a": "x\\ud800"}')
    proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', 'odd.json', cwd=site)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ('error: odd.json: a fact holds a lone surrogate '
                                   '(\\uD800-\\uDFFF escape), not a character')


COMMAND_LINES = st.sampled_from([
    ('parse', 'F'), ('compile', 'F', '--node', 'n1'),
    ('compile', 'F', '--node', 'n1', '--facts', 'F'),
    ('get', 'F', 'Notify[x]', 'message', '--node', 'n1'), ('eval', 'F'),
    ('render', 'F'), ('render', 'F', '--stage', 'catalog', '--node', 'n1'),
    ('lookup', 'k', '--node', 'n1', '--facts', 'F'), ('compile', 'F', '--timeout', '-1'),
    ('parse', 'F', '--max-input-size', '0'),
])


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(content=st.one_of(st.binary(max_size=200), st.text(max_size=200).map(str.encode),
                         st.sampled_from([b'\xff\xfe', b'{"a": [1, {"b": null}]}', b'[]',
                                          b"notify { 'x': message => $facts }\n",
                                          b'a: &a [1]\nb: [*a, *a]\n', b'\x00' * 10])),
       command=COMMAND_LINES)
def test_the_cli_given_bad_files_fails_cleanly(tmp_path_factory, content, command):
    work = tmp_path_factory.mktemp('cli')
    (work / 'F').write_bytes(content)
    proc = lazygraph(*command, cwd=work, timeout=60)
    assert proc.returncode in (0, 1), proc.stderr
    assert 'Traceback' not in proc.stderr
    if proc.returncode == 1:
        assert re.search(r'^(\S+:\d+:\d+: )?error: ', proc.stderr, re.M), proc.stderr


def test_a_failed_write_leaves_the_output_file_as_it_was(tmp_path):
    # -o FILE is written beside it and renamed when complete: an error half way
    # through never leaves half a catalog (nor a temporary file) behind.
    from lazygraph.cli import _emit
    from lazygraph.errors import EvaluationError
    target = tmp_path / 'catalog.json'
    target.write_text('{"previous": true}\n')
    target.chmod(0o640)

    def write(stream):
        stream.write('{\n  "resources": [')
        raise EvaluationError('failed while writing')
    with pytest.raises(EvaluationError):
        _emit(write, str(target))
    assert target.read_text() == '{"previous": true}\n'
    assert sorted(os.listdir(tmp_path)) == ['catalog.json']
    _emit(lambda stream: stream.write('{}\n'), str(target))
    assert target.read_text() == '{}\n'
    assert target.stat().st_mode & 0o777 == 0o640        # the file's mode is kept
    link = tmp_path / 'current.json'
    link.symlink_to(target)
    _emit(lambda stream: stream.write('[]\n'), str(link))
    assert link.is_symlink() and target.read_text() == '[]\n'    # written through the link


def test_output_to_a_directory_is_named(site):
    proc = lazygraph(*(COMMANDS['compile'] + ('-o', str(site))), cwd=site)
    assert proc.returncode == 1
    assert proc.stderr.strip() == 'error: %s: cannot write: Is a directory' % site


@pytest.mark.parametrize('name, text, message', [
    # Ruby's JSON.parse (Puppet's facts) refuses more than 100 nested levels
    ('facts.json', '{"a": %s1%s}' % ('[' * 100, ']' * 100),
     'facts.json:1:106: error: facts.json: malformed facts JSON: nesting of 101 is too deep'),
    # libyaml's composer recursed in C and crashed the process (SIGSEGV) past ~30,000
    ('facts.yaml', 'a: %s1%s\n' % ('[' * 30000, ']' * 30000),
     'facts.yaml:1:10003: error: facts.yaml: malformed facts YAML: nesting of 10001 is too '
     'deep'),
    ('facts.yaml', '--- !ruby/object:Puppet::Node::Facts\nvalues:\n  a: %s1%s\n'
     % ('[' * 30000, ']' * 30000), 'nesting of 10001 is too deep'),
])
def test_facts_nested_too_deep_are_refused_at_the_place(site, name, text, message):
    (site / name).write_text(text)
    proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', name, cwd=site)
    assert proc.returncode == 1, proc.stderr[-300:]
    assert proc.stderr.startswith(message) or message in proc.stderr.splitlines()[0]


def test_facts_nested_within_the_limits_compile(site):
    # 5,000 deep was "the graph is too deep" (no location): facts are read with
    # the evaluator's stack
    (site / 'facts.yaml').write_text('a: %s1%s\n' % ('[' * 5000, ']' * 5000))
    (site / 'facts.json').write_text('{"a": %s1%s}' % ('[' * 99, ']' * 99))
    for name in ('facts.yaml', 'facts.json'):
        proc = lazygraph('compile', 'site.pp', '--node', 'n1', '--facts', name, cwd=site)
        assert proc.returncode == 0, proc.stderr[-300:]


def test_a_hiera_data_file_that_is_not_utf8_is_named(site):
    env = site / 'env'
    (env / 'manifests').mkdir(parents=True)
    (env / 'data').mkdir()
    (env / 'hiera.yaml').write_text('version: 5\nhierarchy:\n  - name: c\n'
                                    '    path: common.yaml\n')
    (env / 'data' / 'common.yaml').write_bytes(b'k: "\xff"\n')
    (env / 'manifests' / 'site.pp').write_text("notify { lookup('k'): }\n")
    proc = lazygraph('compile', '--environment-dir', env, '--node', 'n1', cwd=site)
    assert proc.returncode == 1
    assert '%s: not UTF-8 text (byte 0xff)' % (env / 'data' / 'common.yaml') in proc.stderr


@pytest.mark.parametrize('value', ['abc', '-1', '0'])
def test_a_size_bound_set_wrong_is_said_so(site, value):
    # $LAZYGRAPH_MAX_INPUT_SIZE=abc fell back to the default silently; -1 refused
    # every file as "more than the -1 bytes lazygraph reads"
    env = dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_MAX_INPUT_SIZE=value)
    proc = subprocess.run([sys.executable, '-m', 'lazygraph'] + list(COMMANDS['compile']),
                          cwd=site, capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ('error: $LAZYGRAPH_MAX_INPUT_SIZE (or --max-input-size) is '
                                   'a positive number of bytes, not %r' % value)
