"""`lazygraph inspect`, driven end to end: the real command reading stdin, and
the prompt_toolkit session fed keystrokes through a pipe (completion, history)."""
import json
import os
import subprocess
import sys
import threading
import time

import pytest

import lazygraph
from lazygraph.inspector import Shell

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EXAMPLE = os.path.join(ROOT, 'examples', 'site.pp')
FACTS = os.path.join(ROOT, 'examples', 'facts.json')


def inspect_script(commands, *extra, status=0):
    proc = subprocess.run(
        [sys.executable, '-m', 'lazygraph', 'inspect', EXAMPLE, '--node', 'web01.example.com',
         '--facts', FACTS] + list(extra),
        input='\n'.join(commands) + '\n', capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == status, proc.stderr
    assert 'Traceback' not in proc.stdout + proc.stderr
    # Each command is echoed as "> command": split the transcript by command.
    answers = []
    for line in proc.stdout.splitlines():
        if line.startswith('> '):
            answers.append((line[2:], []))
        elif answers:
            answers[-1][1].append(line)
    return Transcript(answers)


def quiet_shell(manifest, **options):
    """A Shell whose answers go to a list instead of stdout: (shell, lines)."""
    shell = Shell(str(manifest), **options)
    lines = []
    shell.say = lines.append
    return shell, lines


class Transcript(dict):
    """command -> its output (the last one for a repeated command); .answers in order."""

    def __init__(self, answers):
        dict.__init__(self, answers)
        self.answers = answers


def test_moving_through_the_graph_and_showing_states():
    out = inspect_script(['pwd', 'ls', 'cd body', 'cd 2', 'pwd', 'show', 'up', 'pwd',
                          'cd /', 'pwd', 'source body/statements[0]'])
    assert [lines for command, lines in out.answers if command == 'pwd'] == [
        ['/'], ['/body/statements[2]'], ['/body'], ['/']]
    assert any('Binding $facts' in line for line in out['ls'])
    assert out['cd 2'] == ['/body/statements[2]']
    assert out['show'][0].startswith('/body/statements[2]  ClassDefinition profile::base')
    assert out['up'] == ['/body']
    assert out['cd /'] == ['/']
    assert out['source body/statements[0]'][0] == \
        '    6 | function site::port_for(String $service) >> Integer {'


def test_expand_fold_resolve_of_an_evaluated_scope():
    out = inspect_script(['scopes', 'cd @profile::base/body/statements[0]/value',
                          'expand', 'fold', 'resolve'])
    assert any(line.startswith('@role::web') for line in out['scopes'])
    assert out['expand'][0].startswith("Selector $facts['os']['family'] ? {")
    assert "-> Sequence ['openssh-server', 'ca-certificates']  [expanded, resolved]" in \
        out['expand'][0]
    assert out['fold'] == ["Sequence ['openssh-server', 'ca-certificates'] (constant)"]
    assert out['resolve'] == ["['openssh-server', 'ca-certificates']"]


def test_get_explain_keys_and_a_missing_key():
    out = inspect_script(['keys Service', 'get File[/etc/motd] mode',
                          'explain File[/etc/motd] mode', 'get File[/etc/mtod]'], status=1)
    assert out['keys Service'] == ['Service[nginx]']
    assert json.loads(''.join(out['get File[/etc/motd] mode'])) == '0644'
    assert out['explain File[/etc/motd] mode'][0] == 'File[/etc/motd].mode = "0644"'
    assert out['get File[/etc/mtod]'][0].startswith('error: File[/etc/mtod] is not in')
    assert 'did you mean: File[/etc/motd]' in out['get File[/etc/mtod]'][1]


def test_find_by_kind_name_and_line():
    out = inspect_script(['find kind Selector', 'find name port_for', 'find line 46',
                          'find name nothing_like_this'])
    assert out['find kind Selector'][0].startswith('/body/statements[2]/body/statements[0]/value')
    assert [line.split()[0] for line in out['find name port_for']] == [
        '/body/statements[0]', '/body/statements[3]/body/statements[0]/value']
    assert all('site.pp:46:' in line for line in out['find line 46'])
    assert out['find name nothing_like_this'] == ['(nothing found)']


def test_set_fact_recomputes_only_dependents_and_the_catalog(tmp_path):
    out = inspect_script([
        'cd @profile::base/body/statements[0]', 'resolve',
        'set fact os {"family": "RedHat"}', 'resolve', 'keys Package',
        'set var nothing 1'], status=1)
    assert out['resolve'] == ["['openssh-server']"]    # after the set (last answer)
    report = out['set fact os {"family": "RedHat"}']
    forgotten, recomputed = [int(w) for w in report[0].replace(',', '').split()
                             if w.isdigit()][:2]
    assert 0 < forgotten < 100 and 0 < recomputed < 100
    assert 'catalog expressions depend on it' in report[1]
    assert out['keys Package'] == ['(catalog recompiled with the new values)',
                                   'Package[openssh-server]', 'Package[nginx]']
    assert 'not set by a plain assignment' in out['set var nothing 1'][0]


def test_set_var_on_a_program_with_a_top_scope_variable(tmp_path):
    manifest = tmp_path / 'v.pp'
    manifest.write_text("$base = 10\n$double = $base * 2\n$other = 'x'\n"
                        "notify { 'n': message => \"${double}\" }\n")
    shell, lines = quiet_shell(manifest, node='n', facts={})
    shell.run_line('resolve /body/statements[1]')
    assert lines[-1] == '20'
    shell.run_line('set var base 21')
    assert lines[-1].startswith('$base = 21: ')
    shell.run_line('resolve /body/statements[1]')
    assert lines[-1] == '42'
    shell.run_line('get Notify[n] message')
    assert lines[-1] == '"42"'


def test_errors_and_usage_in_the_shell():
    out = inspect_script(['bogus', 'cd nowhere', 'get', 'find colour red', 'help cd'], status=1)
    assert out['bogus'] == ["error: unknown command 'bogus' (try help)"]
    assert out['cd nowhere'] == ["error: no child 'nowhere' under / (ls lists them)"]
    assert out['get'][0].startswith('usage: get KEY')
    assert out['find colour red'][0].startswith('error: find kind|name|line')
    assert out['help cd'][0].startswith('cd PATH')


def test_dot_of_the_current_subtree(tmp_path):
    target = tmp_path / 'sub.dot'
    out = inspect_script(['cd body/statements[0]', 'dot %s' % target])
    assert out['dot %s' % target] == ['wrote %s' % target]
    text = target.read_text()
    assert text.startswith('digraph "lazygraph /body/statements[0]"')
    assert 'FunctionDefinition site::port_for' in text and 'role::web' not in text


def test_prompt_toolkit_session_completes_and_remembers():
    pytest.importorskip('prompt_toolkit')
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    from lazygraph.inspector.terminal import interactive
    lines = []
    shell = Shell(EXAMPLE, node='web01.example.com', facts=json.load(open(FACTS)))
    shell.say = lines.append
    with create_pipe_input() as pipe:
        # Keys arrive as typed (a pause between them lets completion and history
        # load, as they do between a person's keystrokes; a longer one after Tab,
        # whose completion runs in the background: PyPy's cold start on a busy
        # machine took more than 0.15 s).
        keys = ['pw', '\t', '\r', 'cd bo', '\t', '\r', '\x1b[A', '\x1b[A', '\r',
                'get File[/etc/mo', '\t', ' mode\r', 'quit\r']

        def typist():
            for key in keys:
                time.sleep(0.15)
                pipe.send_text(key)
                if key == '\t':
                    time.sleep(0.5)
        thread = threading.Thread(target=typist)
        thread.start()
        assert interactive(shell, session_input=pipe, session_output=DummyOutput()) == 0
        thread.join()
    # pw<Tab> -> pwd; cd bo<Tab> -> cd body; up, up -> pwd again; File[/etc/mo<Tab>.
    assert lines[1:] == ['/', '/body', '/body', '"0644"']


def completions(shell, text):
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document
    from lazygraph.inspector.terminal import make_completer
    completer = make_completer(shell)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


def test_tab_completion_of_commands_paths_keys_and_attributes():
    pytest.importorskip('prompt_toolkit')
    shell = Shell(EXAMPLE, node='web01.example.com', facts=json.load(open(FACTS)))
    shell.say = lambda text: None
    assert completions(shell, 'ex') == ['expand', 'explain']
    assert completions(shell, 'cd b') == ['bindings[0]', 'bindings[1]', 'bindings[2]',
                                          'bindings[3]', 'bindings[4]', 'body']
    assert completions(shell, 'ls /body/statements[1') == [
        '/body/statements[1]'] + ['/body/statements[1%d]' % i for i in range(0)]
    assert completions(shell, 'get File[/etc/mo') == ['File[/etc/motd]']
    assert completions(shell, 'explain File[/etc/motd] m') == ['mode']
    assert completions(shell, 'set ') == ['fact', 'var']


def test_graph_and_catalog_show_as_svg_in_jupyter():
    from shutil import which
    if which('dot') is None:
        pytest.fail("Graphviz's dot is not installed: .ci/run installs it")
    program = lazygraph.load_program('$a = 1 + 2')
    assert program._repr_svg_().lstrip().startswith(('<?xml', '<svg'))
    catalog = lazygraph.load(EXAMPLE, node='web01.example.com', facts=json.load(open(FACTS)))
    assert 'File[/etc/motd]' in catalog._repr_svg_()
    full = lazygraph.compile(EXAMPLE, node='web01.example.com', facts=json.load(open(FACTS)))
    assert 'Service[nginx]' in full._repr_svg_()


def test_a_failed_command_leaves_the_shell_running_and_fails_the_script(tmp_path):
    missing = tmp_path / 'no' / 'such' / 'dir.dot'
    out = inspect_script(['dot %s' % missing, 'keys Package'], status=1)
    assert out['dot %s' % missing][0].startswith('error: %s' % missing)
    assert 'Package[nginx]' in out['keys Package']
    assert inspect_script(['keys Package', 'help cd']).answers    # all fine: status 0


def test_a_second_set_fact_recomputes_again(tmp_path):
    manifest = tmp_path / 'f.pp'
    manifest.write_text("class app { file { '/etc/role': content => \"role=${facts['role']}\" } }\n"
                        "include app\n")
    shell, lines = quiet_shell(manifest, node='n', facts={'role': 'web'})
    for role in ('db', 'cache', 'web'):
        shell.run_line('set fact role "%s"' % role)
        shell.run_line('get File[/etc/role] content')
        assert lines[-1] == '"role=%s"' % role
    assert shell.errors == 0


def test_eval_runs_puppet_code_in_the_current_scope(tmp_path):
    manifest = tmp_path / 'e.pp'
    manifest.write_text("$top = 'T'\nclass app ($port = 8080) { $label = 'svc' }\ninclude app\n")
    shell, lines = quiet_shell(manifest, node='n', facts={})
    shell.run_line('eval 1 + 2 * 3')
    assert lines[-1] == '7'
    shell.run_line('cd @app')
    shell.run_line('eval "${label}:${port}:${top}"')
    assert lines[-1] == "'svc:8080:T'"
    shell.run_line('eval [$port, $port + 1].map |$p| { $p * 2 }')
    assert lines[-1] == '[16160, 16162]'
    shell.run_line('eval 1 +')
    assert lines[-1].startswith('<eval>:1:') and 'error' in lines[-1]
    assert shell.errors == 1


def test_module_files_are_listed_found_and_reached(tmp_path):
    module = tmp_path / 'modules' / 'web' / 'manifests'
    module.mkdir(parents=True)
    (module / 'init.pp').write_text("class web {\n  include web::conf\n}\n")
    (module / 'conf.pp').write_text("class web::conf {\n  file { '/etc/web.conf': }\n}\n")
    manifest = tmp_path / 'site.pp'
    manifest.write_text("include web\n")
    shell, lines = quiet_shell(manifest, node='n', facts={}, modulepath=str(tmp_path / 'modules'))
    shell.run_line('modules')
    assert [line.split()[0] for line in lines] == ['+0', '+1']
    assert lines[1].endswith('conf.pp  (web::conf)')
    del lines[:]
    shell.run_line('find name web::conf')
    assert lines[0].startswith('+1/body/statements[0]  ClassDefinition web::conf')
    shell.run_line('cd +1/body/statements[0]')
    shell.run_line('pwd')
    assert lines[-1] == '/body/statements[0]'
    shell.run_line('cd +7')
    assert lines[-1] == 'error: no module file +7 (modules lists them)'
    from lazygraph.inspector.terminal import make_completer
    from prompt_toolkit.document import Document
    completions = [c.text for c in make_completer(shell).get_completions(
        Document('cd +'), None)]
    assert completions == ['+0', '+1']
