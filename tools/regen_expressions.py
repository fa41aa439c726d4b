#!/usr/bin/env python3
"""Regenerate tests/conformance/expressions.json with real Puppet 7 (the oracle).

Each case in expressions.txt (cases are separated by blank lines) is a Puppet
program whose last statement's value is the result. Puppet evaluates it as
``with() || { CASE }`` inside a notify's message, so the compiled catalog
holds the value; a case that fails is compiled alone to record its error.

    python3 tools/regen_expressions.py [--oracle PATH]

Needs Debian's puppet-agent (apt-get install -y puppet-agent).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = os.path.join(ROOT, 'tests', 'conformance', 'expressions.txt')
EXPECTED = os.path.join(ROOT, 'tests', 'conformance', 'expressions.json')
ORACLE = os.path.join(ROOT, '..', 'shared', 'oracle', 'puppet-compile')


def read_cases(path=CASES):
    with open(path) as f:
        text = f.read()
    cases = []
    for chunk in re.split(r'\n\s*\n', text):
        lines = [l for l in chunk.splitlines() if not l.startswith('#')]
        case = '\n'.join(lines).strip()
        if case:
            cases.append(case)
    return cases


def split_definitions(case):
    """Leading one-line function, type and class definitions must stay at top level."""
    lines = case.split('\n')
    definitions = []
    while lines and lines[0].startswith(('function ', 'type ', 'class ')):
        definitions.append(lines.pop(0))
    return definitions, '\n'.join(lines)


def manifest(cases):
    out = []
    for i, case in enumerate(cases):
        definitions, body = split_definitions(case)
        out.extend(definitions)
        # Keep the case's own line numbers: the first body line is line 2 of its block.
        out.append("notify { 'case-%d': message => [with() || {\n%s\n}] }"
                   % (i, '\n' * len(definitions) + body if definitions else body))
    return '\n'.join(out) + '\n'


def compile_(oracle, text):
    with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
        f.write(text)
        path = f.name
    try:
        proc = subprocess.run([oracle, path], capture_output=True, text=True)
        return json.loads(proc.stdout), path
    finally:
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--oracle', default=ORACLE)
    args = ap.parse_args()
    cases = read_cases()
    results = {}
    pending = list(range(len(cases)))
    # Compile in batches; a failing batch is split until the failing cases stand alone.
    stack = [pending]
    while stack:
        batch = stack.pop()
        catalog, _ = compile_(args.oracle, manifest([cases[i] for i in batch]))
        if 'error' not in catalog:
            by_title = {r['title']: r for r in catalog['resources']}
            for j, i in enumerate(batch):
                value = by_title['case-%d' % j]['parameters']['message'][0]
                results[cases[i]] = {'value': value}
            continue
        if len(batch) == 1:
            message = catalog['error']
            line = re.search(r'line: (\d+)', message)
            # The case's body starts on the line after its notify, which follows
            # the definitions hoisted to top level.
            offset = 1 + len(split_definitions(cases[batch[0]])[0])
            results[cases[batch[0]]] = {
                'error': re.sub(r' \(file: [^)]*\)', '', re.sub(r' on node \S+$', '', message)),
                'line': int(line.group(1)) - offset if line else None}
            continue
        half = len(batch) // 2
        stack.append(batch[half:])
        stack.append(batch[:half])
        print('split %d' % len(batch), file=sys.stderr)
    ordered = {case: results[case] for case in cases}
    with open(EXPECTED, 'w') as f:
        json.dump(ordered, f, indent=1, ensure_ascii=False)
        f.write('\n')
    errors = sum(1 for r in ordered.values() if 'error' in r)
    print('%d cases, %d errors -> %s' % (len(ordered), errors, EXPECTED))


if __name__ == '__main__':
    main()
