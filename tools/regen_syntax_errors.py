#!/usr/bin/env python3
"""Regenerate tests/conformance/syntax_errors.json with `puppet parser validate`.

For each invalid manifest in syntax_errors.txt, record the first error Puppet 7
reports and its line and column. Needs Debian's puppet-agent.
"""
import json
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = os.path.join(ROOT, 'tests', 'conformance', 'syntax_errors.txt')
EXPECTED = os.path.join(ROOT, 'tests', 'conformance', 'syntax_errors.json')
LOCATION = re.compile(r'\((?:file: [^,]*, )?line: (\d+)(?:, column: (\d+))?\)')


def read_cases(path=CASES):
    with open(path) as f:
        text = f.read()
    cases = []
    for chunk in re.split(r'\n\s*\n', text):
        case = '\n'.join(l for l in chunk.splitlines() if not l.startswith('#')).strip()
        if case:
            cases.append(case)
    return cases


def validate(text):
    with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
        f.write(text + '\n')
        path = f.name
    try:
        proc = subprocess.run(['puppet', 'parser', 'validate', '--color=false', path],
                              capture_output=True, text=True)
    finally:
        os.unlink(path)
    for line in (proc.stderr + proc.stdout).splitlines():
        line = line.replace(path, 'case.pp')
        m = LOCATION.search(line)
        if line.startswith('Error:') and m:
            return {'error': line[len('Error: '):], 'line': int(m.group(1)),
                    'column': int(m.group(2)) if m.group(2) else None}
    return {'valid': True} if proc.returncode == 0 else {'error': proc.stderr.strip()}


def main():
    results = {case: validate(case) for case in read_cases()}
    with open(EXPECTED, 'w') as f:
        json.dump(results, f, indent=1)
        f.write('\n')
    print('%d cases -> %s' % (len(results), EXPECTED))


if __name__ == '__main__':
    main()
