"""--explain follows data flow below each setting: variables to the assignment
(and the branch that chose it), parameters to their values, function calls to
their arguments, interpolation to its parts, down to literals and facts."""
import json
import os
import subprocess
import sys

import lazygraph

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = '''class app::params {
  case $facts['os']['family'] {
    'Debian': { $dir = '/etc/app' }
    default:  { $dir = '/opt/app' }
  }
}
class app ($port = 8080, $mode = 'strict') inherits app::params {
  if $mode == 'strict' { $level = 'high' } else { $level = 'low' }
  $size = $facts['memory'] ? { /G/ => 'big', default => 'small' }
  $where = $dir
  file { "${dir}/app.conf":
    content => "port=${port} level=${level} size=${size} host=${upcase($hostname)}",
    path    => $where,
  }
}
class { 'app': port => 9090 }
'''
FACTS = {'hostname': 'web1', 'os': {'family': 'Debian'}, 'memory': '8G'}


def explanation(attribute):
    catalog = lazygraph.load(MANIFEST, node='n', facts=FACTS, filename='flow.pp')
    return catalog.explain('File[/etc/app/app.conf]', attribute)


def test_interpolation_variables_branches_calls_and_facts():
    text = str(explanation('content'))
    assert 'data flow:' in text
    assert 'variable $port at flow.pp:12:' in text
    # a given parameter: located at the argument, and followed into it
    assert 'parameter $port: given 9090 at flow.pp:16:16' in text
    assert 'Boxed 9090 at flow.pp:16:24' in text
    assert "Boxed 'high' at flow.pp:8:" in text
    assert "chosen by if $mode == 'strict' (true) at flow.pp:8:" in text
    assert "chosen by $facts['memory'] ? /G/ at flow.pp:9:" in text
    assert 'Call upcase at flow.pp:12:' in text
    assert "$hostname = 'web1' (fact or data)" in text
    assert "Boxed 'port='" not in text        # literal text between parts: no step


def test_a_value_assigned_in_a_case_names_the_option_and_the_fact():
    text = str(explanation('path'))
    assert 'variable $where' in text and 'variable $dir' in text
    assert "chosen by case $facts['os']['family'] matched 'Debian' at flow.pp:3:" in text
    flow = explanation('path').to_data()['steps'][0]['flow']
    assert flow['label'] == 'variable $where'
    (dir_variable,) = flow['sources']
    assert dir_variable['label'] == 'variable $dir'
    (value,) = dir_variable['sources']
    assert value['label'] == "Boxed '/etc/app'" and value['location'].startswith('flow.pp:3:')
    assert value['chosen_by'].startswith("case $facts['os']['family'] matched 'Debian'")


def test_the_cli_prints_the_flow_and_json_carries_it(tmp_path):
    manifest = tmp_path / 'flow.pp'
    manifest.write_text(MANIFEST)
    facts = tmp_path / 'facts.json'
    facts.write_text(json.dumps(FACTS))
    proc = subprocess.run([sys.executable, '-m', 'lazygraph', 'get', str(manifest),
                           'File[/etc/app/app.conf]', 'content', '--node', 'n', '--facts',
                           str(facts), '--explain'], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    both = proc.stdout + proc.stderr
    assert 'data flow:' in both and 'fact' in both


def test_a_define_parameter_is_followed_into_the_argument_it_was_declared_with():
    manifest = ("define vh (String $host, $port = 80) {\n"
                "  notify { \"vh-${title}\": message => \"${host}:${port}\" }\n}\n"
                "$h = 'example'\n"
                "vh { default: port => 8 * 10 + 1; 'a': host => \"${h}.org\" }\n")
    catalog = lazygraph.load(manifest, node='n', facts={}, filename='vh.pp')
    flow = catalog.explain('Notify[vh-a]', 'message').to_data()['steps'][0]['flow']
    host, port = flow['sources']
    (given_host,) = host['sources']
    assert given_host['label'] == "parameter $host: given 'example.org'"
    assert given_host['location'] == 'vh.pp:5:40'
    (interpolation,) = given_host['sources']
    assert interpolation['sources'][0]['label'] == 'variable $h'
    (given_port,) = port['sources']
    assert given_port['label'] == 'parameter $port: given 81'      # from the default: body
    assert given_port['location'] == 'vh.pp:5:15'
    assert given_port['sources'][0]['label'].startswith('Arithmetic +')
    whole = lazygraph.compile(manifest, node='n', facts={}, filename='vh.pp').to_data()
    (notify,) = [r for r in whole['resources'] if r['title'] == 'vh-a']
    assert notify['parameters']['message'] == 'example.org:81'
