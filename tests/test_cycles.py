"""Dependency cycles found at compile time (catalog/cycles.py)."""
import subprocess
import sys

import lazygraph

CYCLE = """
notify { 'a': before => Notify['b'] }
notify { 'b': }
notify { 'c': }
Notify['b'] -> Notify['c']
Notify['c'] -> Notify['a']
notify { 'x': }
notify { 'y': require => Notify['x'] }
"""


def test_a_cycle_is_reported_with_its_path_and_lines():
    catalog = lazygraph.compile(CYCLE, node='n.example.com')
    (cycle,) = catalog.compiler.cycles
    assert [(s, t) for s, t, _ in cycle] == [
        ('Notify[a]', 'Notify[b]'), ('Notify[b]', 'Notify[c]'), ('Notify[c]', 'Notify[a]')]
    assert [span.line for _, _, span in cycle] == [2, 5, 6]
    (warning,) = [m for m in catalog.compiler.runtime.messages if 'cycle' in m.text]
    assert 'Notify[a] => Notify[b] => Notify[c] => Notify[a]' in warning.text


def test_a_resource_ordered_against_itself_is_a_cycle():
    catalog = lazygraph.compile("notify { 'a': before => Notify['a'] }", node='n')
    assert [[(s, t) for s, t, _ in c] for c in catalog.compiler.cycles] == [
        [('Notify[a]', 'Notify[a]')]]


def test_an_acyclic_catalog_needs_no_graph_library():
    code = ("import sys, lazygraph\n"
            "c = lazygraph.compile(\"notify { 'a': } -> notify { 'b': } -> notify { 'c': }\", "
            "node='n')\n"
            "print(c.compiler.cycles, 'networkx' in sys.modules)\n")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ['[]', 'False']
