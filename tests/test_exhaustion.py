"""Inputs that exhaust: long relationship chains, deep nesting. Each runs in a
subprocess under a generous time limit, so a regression fails instead of hanging;
the ones that take seconds are marked slow (bench/exhaustion_bench.py measures
them beside Puppet)."""
import os
import platform
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CPYTHON = platform.python_implementation() == 'CPython'


def compile_file(path, limit):
    return subprocess.run([sys.executable, '-m', 'lazygraph', 'compile', str(path), '--node',
                           'n1', '--facts', str(path.parent / 'facts.json'), '-o', os.devnull],
                          capture_output=True, text=True, timeout=limit,
                          env=dict(os.environ, PYTHONPATH=ROOT))


def write(tmp_path, name, text):
    (tmp_path / 'facts.json').write_text('{}')
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.slow
def test_a_long_relationship_chain_compiles_in_linear_time(tmp_path):
    # One expression 40,000 arrows long: nested 40,000 deep on the left. Finding
    # each resource's scope walked that depth per node (about 100 s here); now a
    # few seconds.
    text = ' -> '.join("notify { 'n%d': }" % i for i in range(40000)) + '\n'
    proc = compile_file(write(tmp_path, 'chain.pp', text), limit=90)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.slow
def test_nesting_deeper_than_the_stack_is_a_located_error(tmp_path):
    # 80,000 levels fit since evaluation takes fewer frames per level (they
    # compile); 200,000 do not
    depth = 200000
    text = 'if true {\n' * depth + "notify { 'x': }\n" + '}\n' * depth
    proc = compile_file(write(tmp_path, 'deep.pp', text), limit=120)
    assert proc.returncode == 1
    location, _, message = proc.stderr.partition(': error: ')
    path, line, column = location.rsplit(':', 2)
    assert path.endswith('deep.pp') and 1 <= int(line) <= depth
    assert column in ('1', '9')         # the `if` or its block
    assert message.startswith('nested too deeply to read or evaluate')
    assert 'Traceback' not in proc.stderr


def test_deep_recursion_of_a_puppet_function_is_a_located_error(tmp_path):
    text = 'function f($n) { if $n > 0 { f($n - 1) } else { 0 } }\nnotice(f(100000))\n'
    proc = compile_file(write(tmp_path, 'rec.pp', text), limit=60)
    assert proc.returncode == 1
    assert proc.stderr.startswith('%s:1:30: error: function calls nested more than'
                                  % (tmp_path / 'rec.pp'))


# The child's own high-water mark: VmHWM belongs to its address space, while
# ru_maxrss keeps what the forked test process had before exec.
MEASURE = '''
import re, sys, lazygraph
catalog = lazygraph.compile(sys.argv[1], node='n1', facts={})
assert len(catalog.to_json()) > 5_000_000
print(re.search(r'VmHWM:\\s*(\\d+) kB', open('/proc/self/status').read()).group(1))
'''


@pytest.mark.slow
@pytest.mark.parametrize('quote', ["'", '"'])
def test_a_5mb_string_literal_costs_memory_linear_in_its_size(tmp_path, quote):
    # The skimmer's string pattern kept a backtracking entry per character:
    # 700-850 MB for this file. Now the whole compile stays near 100 MB.
    text = '$x = %s%s%s\nnotify { "x": message => $x }\n' % (quote, 'a' * 5_000_000, quote)
    path = write(tmp_path, 'big.pp', text)
    proc = subprocess.run([sys.executable, '-c', MEASURE, str(path)], capture_output=True,
                          text=True, timeout=120, env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    peak_kb = int(proc.stdout.split()[-1])
    assert peak_kb < 250_000, peak_kb


@pytest.mark.slow
def test_interpolation_nested_past_the_stack_is_located_with_a_short_excerpt(tmp_path):
    # PyPy's recursion limit bounds the stack's bytes, not its frames, and its
    # JIT-compiled frames are smaller: 100,000 levels fit there; 300,000 do not.
    depth = 100000 if CPYTHON else 300000
    text = '$x = ' + '"${' * depth + '1' + '}"' * depth + "\nnotify { 'x': message => $x }\n"
    proc = compile_file(write(tmp_path, 'deep.pp', text), limit=120)
    assert proc.returncode == 1
    head, excerpt, caret = proc.stderr.splitlines()[:3]
    location, _, message = head.partition(': error: ')
    line, column = location.rsplit(':', 2)[1:]
    assert line == '1' and 5 < int(column) < 5 + 3 * depth
    assert message.startswith('nested too deeply to read or evaluate')
    assert len(excerpt) < 130 and excerpt.startswith('...') and caret.strip() == '^^'


def test_an_excerpt_of_a_huge_line_shows_the_part_around_the_column():
    from lazygraph.source import Source, Span
    source = Source('x' * 5000 + 'HERE' + 'y' * 5000)
    excerpt, caret = Span(source, 5000, 5004).excerpt().splitlines()
    assert len(excerpt) <= 126 and excerpt.startswith('...') and excerpt.endswith('...')
    assert excerpt[len(caret) - 4:len(caret)] == 'HERE' and caret.strip() == '^^^^'


CHAIN_MEASURE = '''
import re, sys, lazygraph
catalog = lazygraph.compile(sys.argv[1], node='n1', facts={})
resources = catalog.compiler.resources
tags = sum(len(r.tags) for r in resources)
print(tags, re.search(r'VmHWM:\\s*(\\d+) kB', open('/proc/self/status').read()).group(1))
'''


@pytest.mark.slow
def test_a_chain_of_classes_costs_memory_in_proportion_to_its_tags(tmp_path):
    # Each class carries the tags of every class above it (as in Puppet's
    # catalog): 3,000 classes hold 4.5 million tags, so the catalog is
    # quadratic. The compile held each one three times more (a set per resource
    # for the tag index, a copy of the declaring class's tags): 430 MB here, now
    # about 130 MB, near the tags' own lists.
    n = 3000
    text = ''.join('class c%d { include c%d }\n' % (i, i + 1) for i in range(n - 1)) + \
        'class c%d { }\ninclude c0\n' % (n - 1)
    path = write(tmp_path, 'chain.pp', text)
    proc = subprocess.run([sys.executable, '-c', CHAIN_MEASURE, str(path)],
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    tags, peak_kb = map(int, proc.stdout.split())
    assert tags == n * (n - 1) // 2 + 2 * n + 4   # as Puppet counts them on a short chain
    # PyPy: an empty process of 75 MB (CPython's: 10), and a heap its GC lets grow
    # well past what is live before collecting; 275 MB measured.
    assert peak_kb < (200_000 if CPYTHON else 350_000), peak_kb
