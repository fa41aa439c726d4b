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
    assert 'parameter $port: Boxed 9090' in text
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
