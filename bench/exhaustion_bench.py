#!/usr/bin/env python3
"""Inputs that exhaust a compiler, timed beside Puppet 7.23 in the same run.

    python3 bench/exhaustion_bench.py [--sizes small|large] [--timeout SECONDS]

Each case is a generated manifest (or facts file) compiled whole-process by
`lazygraph compile` and by the oracle (../shared/oracle/puppet-compile), each
under /usr/bin/time for wall time and peak memory, with a time limit: a run
that passes it says "timeout", one that fails says how (error / crash). Prints
a Markdown table.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.environ.get('PUPPET_ORACLE') or os.path.join(
    ROOT, '..', 'shared', 'oracle', 'puppet-compile')
if not os.path.exists(ORACLE):
    ORACLE = '/work/shared/oracle/puppet-compile'


def arrow_chain(n):
    return ' -> '.join("notify { 'n%d': }" % i for i in range(n)) + '\n'


def class_chain(n):
    return ''.join('class c%d { include c%d }\n' % (i, i + 1) for i in range(n - 1)) + \
        'class c%d { }\ninclude c0\n' % (n - 1)


def string_literal(megabytes):
    return "$x = '%s'\nnotify { 'x': message => $x }\n" % ('a' * (megabytes << 20))


def nested_ifs(n):
    return 'if true {\n' * n + "notify { 'x': }\n" + '}\n' * n


def recursive_define(_):
    return 'define r() { r { "${title}x": } }\nr { "a": }\n'


ALIAS_BOMB = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'] + [
    '%s: &%s [%s]' % (chr(98 + i), chr(98 + i), ','.join(['*' + chr(97 + i)] * 9))
    for i in range(8)]

CASES = {
    'small': [('-> chain', arrow_chain, 10000), ('class chain', class_chain, 1000),
              ('string literal (MB)', string_literal, 5), ('nested if', nested_ifs, 1000),
              ('recursive define', recursive_define, 1), ('YAML alias bomb facts', None, 1)],
    'large': [('-> chain', arrow_chain, 100000), ('class chain', class_chain, 4000),
              ('string literal (MB)', string_literal, 50), ('nested if', nested_ifs, 100000),
              ('recursive define', recursive_define, 1), ('YAML alias bomb facts', None, 1)],
}


def run(command, limit):
    timed = ['/usr/bin/time', '-f', 'TIME %e %M'] + command
    try:
        proc = subprocess.run(timed, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return 'timeout (> %d s)' % limit, ''
    m = re.search(r'TIME ([\d.]+) (\d+)', proc.stderr)
    seconds, peak = (float(m.group(1)), int(m.group(2)) // 1024) if m else (0.0, 0)
    if proc.returncode == 0 and '"error"' not in proc.stdout[:200]:
        outcome = 'ok'
    else:
        text = proc.stdout + proc.stderr
        outcome = 'crash' if 'Traceback' in text or 'stack level too deep' in text else 'error'
    return '%s, %.2f s, %d MB' % (outcome, seconds, peak), text_of(proc)


def text_of(proc):
    lines = [line for line in (proc.stdout + proc.stderr).splitlines()
             if line.strip() and not line.startswith('TIME ')]
    return lines[0][:120] if lines else ''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--sizes', choices=sorted(CASES), default='small')
    parser.add_argument('--timeout', type=int, default=120)
    parser.add_argument('--no-puppet', action='store_true')
    args = parser.parse_args()
    env_python = [sys.executable, '-m', 'lazygraph', 'compile']
    print('| case | size | lazygraph | Puppet 7.23 |')
    print('| --- | --- | --- | --- |')
    with tempfile.TemporaryDirectory() as work:
        facts = os.path.join(work, 'facts.json')
        with open(facts, 'w') as f:
            f.write('{}')
        for name, make, size in CASES[args.sizes]:
            manifest = os.path.join(work, 'case.pp')
            facts_for = facts
            if make is None:
                facts_for = os.path.join(work, 'bomb.yaml')
                with open(facts_for, 'w') as f:
                    f.write('\n'.join(ALIAS_BOMB) + '\n')
                text = "notify { 'x': }\n"
            else:
                text = make(size)
            with open(manifest, 'w') as f:
                f.write(text)
            common = [manifest, '--node', 'bench.example.com', '--facts', facts_for]
            ours, _ = run(env_python + common + ['-o', os.devnull], args.timeout)
            theirs = 'not run' if args.no_puppet else run([ORACLE] + common, args.timeout)[0]
            print('| %s | %s | %s | %s |' % (name, size, ours, theirs), flush=True)


if __name__ == '__main__':
    os.environ.setdefault('PYTHONPATH', ROOT)
    main()
