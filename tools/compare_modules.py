#!/usr/bin/env python3
"""Compile small manifests over real modules with lazygraph and with Puppet 7.23
(the oracle) and say which catalogs are identical, which differ and where, and
which stop on an error (whose message is shown).

    python3 tools/compare_modules.py --modulepath /work/fetched/modules \\
        --facts FACTS.json 'stdlib=include stdlib' 'archive=include archive'

Each argument is NAME=MANIFEST TEXT (';' separates lines). The modules are
public code fetched under /work/fetched/ (never committed); nothing is written
into the project.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.outputs.catalog_json import comparable  # noqa: E402
from tools.regen_functions import ORACLE  # noqa: E402


def first_line(text):
    lines = [line for line in text.strip().splitlines() if 'Warning' not in line]
    return lines[0][:250] if lines else '?'


def compare(name, text, args):
    with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
        f.write(text.replace(';', '\n') + '\n')
        path = f.name
    common = [path, '--node', args.node, '--modulepath', args.modulepath]
    if args.facts:
        common += ['--facts', args.facts]
    try:
        oracle = subprocess.run([args.oracle] + common, capture_output=True, text=True)
        ours = subprocess.run([sys.executable, '-W', 'ignore', '-m', 'lazygraph', 'compile'] +
                              # no store: the oracle runs without storeconfigs
                              common + ['--no-store'] + (['--ruby'] if args.ruby else []),
                              capture_output=True, text=True,
                              env=dict(os.environ, PYTHONPATH=ROOT))
    finally:
        os.unlink(path)
    try:
        expected = json.loads(oracle.stdout)
    except ValueError:
        expected = {'error': 'puppet crashed: ' + first_line(oracle.stderr)}
    if 'error' in expected:
        print('%-16s Puppet fails: %s' % (name, expected['error'][:200]))
        outcome = 'compiles' if ours.returncode == 0 else first_line(ours.stderr)
        print('%-16s lazygraph: %s' % ('', outcome))
        return
    if ours.returncode != 0:
        print('%-16s Puppet: %d resources; lazygraph stops: %s'
              % (name, len(expected['resources']), first_line(ours.stderr)))
        return
    a, b = comparable(expected), comparable(json.loads(ours.stdout))
    if a == b:
        print('%-16s IDENTICAL (%d resources)' % (name, len(a['resources'])))
        return
    left = {(r['type'], r['title']): r for r in a['resources']}
    right = {(r['type'], r['title']): r for r in b['resources']}
    differ = [k for k in left if left[k] != right.get(k)] + [k for k in right if k not in left]
    print('%-16s DIFFER in %d of %d resources%s: %s' % (
        name, len(differ), len(left), '' if a['edges'] == b['edges'] else ' and edges',
        ', '.join('%s[%s]' % k for k in differ[:5])))
    if args.show:
        for k in differ[:5]:
            print('  Puppet:    %s' % json.dumps(left.get(k), sort_keys=True))
            print('  lazygraph: %s' % json.dumps(right.get(k), sort_keys=True))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('manifests', nargs='+', metavar='NAME=TEXT')
    ap.add_argument('--modulepath', required=True)
    ap.add_argument('--facts')
    ap.add_argument('--node', default='node1.example.com')
    ap.add_argument('--oracle', default=ORACLE)
    ap.add_argument('--ruby', action='store_true',
                    help="lazygraph runs modules' Ruby functions (Puppet always does)")
    ap.add_argument('--show', action='store_true',
                    help='print the first differing resources from both sides')
    args = ap.parse_args()
    for spec in args.manifests:
        name, _, text = spec.partition('=')
        compare(name, text, args)


if __name__ == '__main__':
    main()
