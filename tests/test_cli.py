"""The command line, driven as a user would: exit codes, output, error format."""
import os
import subprocess
import sys

import pytest

from lazygraph.cli import main

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EXAMPLE = os.path.join(ROOT, 'examples', 'site.pp')
FACTS = os.path.join(ROOT, 'examples', 'facts.json')


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path, text, name='m.pp'):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_parse_ok_and_syntax_error(capsys, tmp_path):
    assert run(capsys, 'parse', EXAMPLE)[0] == 0
    bad = write(tmp_path, "$a = 1\nnotify { 'x': a => }\n")
    code, out, err = run(capsys, 'parse', bad)
    assert code == 1
    first = err.splitlines()[0]
    assert first == "%s:2:20: error: syntax error at '}'" % bad
    assert err.splitlines()[2].strip().startswith('^')
    assert 'Traceback' not in err


def test_eval_prints_the_value_and_messages(capsys, tmp_path):
    manifest = write(tmp_path, "$p = [80, 443].map |$x| { $x + 1 }\nnotice(\"p=${p}\")\n$p\n")
    code, out, err = run(capsys, 'eval', manifest)
    assert code == 0 and out.strip() == '[81, 444]'
    assert err.startswith('Notice: p=[81, 444]')


def test_eval_of_resources_points_to_compile(capsys, tmp_path):
    manifest = write(tmp_path, "notify { 'x': }\n")
    code, _, err = run(capsys, 'eval', manifest)
    assert code == 1 and 'use `lazygraph compile`' in err


def test_compile_example_prints_puppets_catalog_json(capsys, tmp_path):
    import json
    code, out, err = run(capsys, 'compile', EXAMPLE, '--node', 'web01.example.com',
                         '--facts', FACTS)
    assert code == 0, err
    catalog = json.loads(out)
    assert catalog['catalog_format'] == 2 and catalog['name'] == 'web01.example.com'
    refs = ['%s[%s]' % (r['type'], r['title']) for r in catalog['resources']]
    assert 'Service[nginx]' in refs and 'Profile::Vhost[site-app-1]' in refs
    assert 'User[alice]' in refs       # realized by the collector
    assert {'source': 'Class[Role::Web]', 'target': 'Package[nginx]'} in catalog['edges']
    target = tmp_path / 'c.json'
    assert run(capsys, 'compile', EXAMPLE, '--facts', FACTS, '-o', str(target))[0] == 0
    assert json.loads(target.read_text())['resources'][0]['type'] == 'Stage'


def test_compile_defaults_to_this_machine(capsys, tmp_path):
    import json
    import socket
    manifest = write(tmp_path, 'notify { "host ${facts[\'hostname\']} ${fqdn}": }\n')
    code, out, err = run(capsys, 'compile', manifest)
    assert code == 0, err
    catalog = json.loads(out)
    fqdn = socket.getfqdn()
    assert catalog['name'] == fqdn
    titles = [r['title'] for r in catalog['resources'] if r['type'] == 'Notify']
    assert titles == ['host %s %s' % (fqdn.split('.')[0], fqdn)]


def test_compile_errors_are_located(capsys, tmp_path):
    manifest = write(tmp_path, "notify { 'x': }\nnotify { 'x': }\n")
    code, _, err = run(capsys, 'compile', manifest, '--node', 'n')
    assert code == 1
    assert err.startswith('%s:2:' % manifest) and 'Duplicate declaration: Notify[x]' in err


def test_eval_expression_json_and_vars(capsys):
    assert run(capsys, 'eval', '-e', '[1, {a => /x/}]', '--json')[1].strip() == \
        '[1, {"a": "/x/"}]'
    code, out, _ = run(capsys, 'eval', '-e', '$b = 2\n$a = $b * 2', '--vars')
    assert out.splitlines() == ['$a = 4', '$b = 2']


def test_eval_errors_are_located(capsys):
    code, out, err = run(capsys, 'eval', '-e', "$x = 1\n$y = $x + 'a'")
    assert code == 1
    assert err.startswith("<expression>:2:6: error: The value 'a' cannot be converted to Numeric.")


def test_missing_file_and_bad_facts(capsys, tmp_path):
    code, _, err = run(capsys, 'parse', str(tmp_path / 'nope.pp'))
    assert code == 1 and 'no such file' in err
    bad_facts = write(tmp_path, '{not json', 'facts.json')
    code, _, err = run(capsys, 'eval', EXAMPLE, '--facts', bad_facts)
    assert code == 1 and 'not valid JSON' in err


def test_render_is_deterministic_dot(capsys):
    code, first, _ = run(capsys, 'render', EXAMPLE, '--dot')
    _, second, _ = run(capsys, 'render', EXAMPLE, '--dot')
    assert code == 0 and first == second
    assert first.startswith('digraph') and 'subgraph "cluster_n0"' in first
    assert ' -> ' in first and '0x' not in first


def test_render_folded_stage_matches_golden_file(capsys, tmp_path):
    manifest = write(tmp_path, "$a = 2\n$b = $a * 3 + $u\nif true and $u { notice($b) }\n",
                     'fold.pp')
    code, out, _ = run(capsys, 'render', manifest, '--stage', 'folded', '--unknown', 'u')
    assert code == 0
    out = out.replace(manifest, 'fold.pp')
    golden = os.path.join(HERE, 'golden', 'fold.dot')
    if os.environ.get('LAZYGRAPH_UPDATE_GOLDEN'):
        with open(golden, 'w') as f:
            f.write(out)
    with open(golden) as f:
        assert out == f.read()


def test_render_svg_through_graphviz(capsys, tmp_path):
    pytest.importorskip('graphviz')
    from shutil import which
    if which('dot') is None:
        pytest.fail("Graphviz's dot is not installed: .ci/run installs it")
    target = tmp_path / 'g.svg'
    code, _, err = run(capsys, 'render', EXAMPLE, '--format', 'svg', '-o', str(target))
    assert code == 0, err
    assert target.read_text().lstrip().startswith(('<?xml', '<svg'))


def test_python_dash_m_entry_point():
    proc = subprocess.run([sys.executable, '-m', 'lazygraph', 'eval', '-e', '1 + 2'],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout.strip() == '3'


def test_get_prints_an_attribute_as_json(capsys):
    code, out, err = run(capsys, 'get', EXAMPLE, 'File[/etc/motd]', 'content', '--node',
                         'web01.example.com', '--facts', FACTS)
    assert code == 0, err
    import json
    value = json.loads(out)
    code, full, _ = run(capsys, 'compile', EXAMPLE, '--node', 'web01.example.com',
                        '--facts', FACTS)
    (motd,) = [r for r in json.loads(full)['resources'] if r['title'] == '/etc/motd']
    assert value == motd['parameters']['content']
    code, out, _ = run(capsys, 'get', EXAMPLE, 'File[/etc/motd]', '--node',
                       'web01.example.com', '--facts', FACTS)
    assert json.loads(out) == motd['parameters']


def test_get_missing_key_exits_1_with_suggestions(capsys):
    code, out, err = run(capsys, 'get', EXAMPLE, 'File[/etc/motdd]', '--node',
                         'web01.example.com', '--facts', FACTS)
    assert code == 1 and out == ''
    assert 'File[/etc/motdd] is not in the catalog' in err
    assert 'did you mean: File[/etc/motd]' in err and 'Traceback' not in err
    code, _, err = run(capsys, 'get', EXAMPLE, 'File[/etc/motd]', 'mdoe', '--node',
                       'web01.example.com', '--facts', FACTS)
    assert code == 1 and "has no attribute 'mdoe'" in err and 'did you mean: mode' in err


def test_get_explain_and_stats(capsys):
    code, out, err = run(capsys, 'get', EXAMPLE, 'File[/etc/motd]', 'mode', '--node',
                         'web01.example.com', '--facts', FACTS, '--explain', '--stats')
    assert code == 0, err
    lines = err.splitlines()
    assert lines[0].startswith('File[/etc/motd].mode = ')
    assert ' 1. ' in err and 'site.pp:' in err and '| ' in err
    stats = dict(line.rsplit(': ', 1) for line in lines if line.count(': ') == 1
                 and line.split(': ')[1].isdigit())
    assert int(stats['files parsed']) == 1
    assert int(stats['attribute values resolved']) >= 1
    assert int(stats['classes evaluated']) >= 1


def test_a_reader_that_stops_early_gets_no_error(tmp_path):
    """`lazygraph compile site.pp | head`: exit quietly when the pipe closes."""
    manifest = write(tmp_path, ''.join("notify { 'n%d': message => 'm' }\n" % i
                                       for i in range(3000)))
    proc = subprocess.Popen([sys.executable, '-m', 'lazygraph', 'compile', manifest,
                             '--node', 'n.example.com'], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline() == b'{\n'
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait()
    assert proc.returncode == 141 and err == ''
