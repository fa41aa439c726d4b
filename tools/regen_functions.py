#!/usr/bin/env python3
"""Regenerate tests/conformance/functions/GROUP.json with real Puppet 7 (the oracle).

GROUP.txt holds expression cases (blank-line separated, as in
tests/conformance/expressions.txt); each is evaluated by Puppet 7.23 with the
facts of facts.json. Groups whose name starts with ``stdlib`` run with a real
puppetlabs-stdlib on the oracle's modulepath -- a copy fetched under
/work/fetched/ (never committed): stdlib9 -> /work/fetched/stdlib-v9,
stdlib8 -> /work/fetched/stdlib-v8. The tests run the same cases with
tests/conformance/functions/modules (a stub `stdlib`, metadata.json only).

    python3 tools/regen_functions.py [GROUP ...] [--oracle PATH]
    python3 tools/regen_functions.py --catalogs [NAME ...]

--catalogs regenerates the catalog cases tests/conformance/catalogs/fn_stdlib*.pp
the same way: the oracle's modulepath is the fetched stdlib v9 first, then
NAME.modules (whose stand-in stdlib only lazygraph sees).
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
from tools.regen_expressions import ORACLE, manifest, read_cases, split_definitions  # noqa: E402

DIR = os.path.join(ROOT, 'tests', 'conformance', 'functions')
FACTS = os.path.join(DIR, 'facts.json')
if not os.path.exists(ORACLE):   # a worktree beside the main checkout
    ORACLE = '/work/shared/oracle/puppet-compile'
FETCHED = os.environ.get('LAZYGRAPH_FETCHED', '/work/fetched')


def oracle_modulepath(group):
    match = re.match(r'stdlib(\d+)', group)
    if not match:
        return None
    path = os.path.join(FETCHED, 'stdlib-v%s' % match.group(1))
    if not os.path.isdir(os.path.join(path, 'stdlib')):
        sys.exit('%s: fetch puppetlabs-stdlib v%s into %s/stdlib first'
                 % (group, match.group(1), path))
    return path


def compile_(oracle, text, modulepath):
    with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
        f.write(text)
        path = f.name
    try:
        cmd = [oracle, path, '--facts', FACTS]
        if modulepath:
            cmd += ['--modulepath', modulepath]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        try:
            return json.loads(proc.stdout)
        except ValueError:   # Puppet itself crashed
            lines = proc.stderr.strip().splitlines()
            return {'error': 'puppet crashed: %s' % (lines[-1] if lines else '?')}
    finally:
        os.unlink(path)


def regen(group, oracle):
    cases = read_cases(os.path.join(DIR, group + '.txt'))
    modulepath = oracle_modulepath(group)
    results = {}
    stack = [list(range(len(cases)))]
    while stack:
        batch = stack.pop()
        catalog = compile_(oracle, manifest([cases[i] for i in batch]), modulepath)
        if 'error' not in catalog:
            by_title = {r['title']: r for r in catalog['resources']}
            for j, i in enumerate(batch):
                results[cases[i]] = {'value': by_title['case-%d' % j]['parameters']['message'][0]}
            continue
        if len(batch) == 1:
            message = catalog['error']
            line = re.search(r'line: (\d+)', message)
            offset = 1 + len(split_definitions(cases[batch[0]])[0])
            results[cases[batch[0]]] = {
                'error': re.sub(r':0x[0-9a-f]{8,}', ':0x...',     # Ruby object ids vary
                                re.sub(r' \(file: [^)]*\)', '',
                                       re.sub(r' on node \S+$', '', message))),
                'line': int(line.group(1)) - offset if line else None}
            continue
        half = len(batch) // 2
        stack.append(batch[half:])
        stack.append(batch[:half])
    ordered = {case: results[case] for case in cases}
    with open(os.path.join(DIR, group + '.json'), 'w') as f:
        json.dump(ordered, f, indent=1, ensure_ascii=False)
        f.write('\n')
    errors = sum(1 for r in ordered.values() if 'error' in r)
    print('%-10s %d cases, %d errors' % (group, len(ordered), errors))


def regen_catalogs(names, oracle):
    from tools.catalog_cases import DIR as CATALOGS, facts_path, modulepath_for, node_for
    from tools.regen_catalogs import reduce
    paths = sorted(glob.glob(os.path.join(CATALOGS, 'fn_stdlib*.pp')))
    if names:
        paths = [p for p in paths if os.path.basename(p)[:-3] in names]
    for path in paths:
        modulepath = ':'.join(filter(None, [oracle_modulepath('stdlib9'), modulepath_for(path)]))
        cmd = [oracle, path, '--node', node_for(path), '--modulepath', modulepath]
        if facts_path(path):
            cmd += ['--facts', facts_path(path)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        result = reduce(json.loads(proc.stdout), path)
        with open(path[:-3] + '.json', 'w') as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('%-40s %s' % (os.path.basename(path), 'error' if 'error' in result else
                            '%d resources' % len(result['resources'])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('groups', nargs='*')
    ap.add_argument('--oracle', default=ORACLE)
    ap.add_argument('--catalogs', action='store_true')
    args = ap.parse_args()
    if args.catalogs:
        return regen_catalogs(args.groups, args.oracle)
    groups = args.groups or sorted(os.path.basename(p)[:-4]
                                   for p in glob.glob(os.path.join(DIR, '*.txt')))
    for group in groups:
        regen(group, args.oracle)


if __name__ == '__main__':
    main()
