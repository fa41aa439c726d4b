#!/usr/bin/env python3
"""Differential fuzzing seeds: mutations of the catalog conformance manifests,
with what Puppet 7.23 does with each (tests/conformance/differential.json).

A mutant is fixed by (case, seed): random.Random(seed) picks one mutation of
the case's text. Only cases without facts/node/modules/environment files are
mutated (the oracle then runs as regen_catalogs runs it). The committed file
holds the mutated text, so the test needs neither this tool nor Ruby.

    python3 tools/regen_differential.py [COUNT [JOBS]]   # default 200 seeds, 2 jobs
"""
import concurrent.futures
import glob
import hashlib
import json
import os
import random
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.catalog_cases import DIR  # noqa: E402
from tools.regen_catalogs import compile_with_modulepath, reduce  # noqa: E402

OUT = os.path.join(ROOT, 'tests', 'conformance', 'differential.json')
TOKEN = re.compile(r"\$?[\w:]+|'[^'\n]*'|\"[^\"\n]*\"|=>|->|~>|==|!=|<=|>=|=~|\S")
EDGE = ['9223372036854775807', '-9223372036854775808', '0', '-1', '0x10', '017',
        '1.5e300', "''", '""', "'é'", "'a\"b'", '"\\n"', 'undef', 'true', '[]', '{}',
        "'x y'", 'default', "'${x}'"]
OPERATORS = ['==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%', '=~', '!~',
             'in', 'and', 'or', '->', '~>', '<-', '=>', '=', '+=', '<<', '>>']


def cases():
    return [p for p in sorted(glob.glob(os.path.join(DIR, '*.pp')))
            if not any(os.path.exists(p[:-3] + s)
                       for s in ('.facts.json', '.node', '.modules', '.env'))
            and not os.path.basename(p).endswith('_spec.pp')]


def mutate(text, rng):
    """One random mutation of TEXT (line- or token-level)."""
    lines = text.split('\n')
    spans = [m.span() for m in TOKEN.finditer(text)]
    kind = rng.choice(['del_line', 'dup_line', 'swap_lines', 'del_token', 'dup_token',
                       'swap_tokens', 'edge', 'operator', 'rename', 'brace'])
    if kind.endswith('line') or kind == 'swap_lines':
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        if kind == 'del_line':
            del lines[i]
        elif kind == 'dup_line':
            lines.insert(i, lines[i])
        else:
            lines[i], lines[j] = lines[j], lines[i]
        return kind, '\n'.join(lines)
    if kind == 'brace':
        braces = [s for s in spans if text[s[0]:s[1]] in '{}[]()']
        spans = braces or spans
    if kind == 'operator':
        ops = [s for s in spans if text[s[0]:s[1]] in OPERATORS]
        spans = ops or spans
    if kind == 'edge':
        lits = [s for s in spans if text[s[0]] in '\'"0123456789']
        spans = lits or spans
    if kind == 'rename':
        names = [s for s in spans if re.match(r'\$?[A-Za-z_]', text[s[0]:s[1]])]
        spans = names or spans
    (a, b), (c, d) = rng.choice(spans), rng.choice(spans)
    tok = text[a:b]
    if kind in ('del_token', 'brace'):
        return kind, text[:a] + text[b:]
    if kind == 'dup_token':
        return kind, text[:b] + ' ' + tok + text[b:]
    if kind == 'swap_tokens':
        if a > c:
            (a, b), (c, d) = (c, d), (a, b)
        if b > c:
            return kind, text
        return kind, text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
    if kind == 'edge':
        return kind, text[:a] + rng.choice(EDGE) + text[b:]
    if kind == 'operator':
        return kind, text[:a] + rng.choice(OPERATORS) + text[b:]
    new = tok + rng.choice(['x', '2', '_', '::a']) if rng.random() < 0.5 else text[c:d]
    return kind, text[:a] + new + text[b:]


def mutant(seed, paths):
    rng = random.Random(seed)
    path = rng.choice(paths)
    with open(path) as f:
        kind, text = mutate(f.read(), rng)
    return os.path.basename(path)[:-3], kind, text


def run(seed, paths):
    case, kind, text = mutant(seed, paths)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, case + '.pp')
        with open(path, 'w') as f:
            f.write(text)
        result = reduce(compile_with_modulepath(path), path)
    if 'error' in result:
        outcome = {k: result[k] for k in ('error', 'line', 'instance_line') if k in result}
    else:
        digest = hashlib.sha256(json.dumps(result, sort_keys=True).encode()).hexdigest()
        outcome = {'catalog': result, 'sha256': digest}
    return dict(seed=seed, case=case, mutation=kind, text=text, puppet=outcome)


def main(count=200, jobs=2):
    paths = cases()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda s: run(s, paths), range(count)))
    with open(OUT, 'w') as f:
        json.dump(results, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('%d seeds, %d errors' % (len(results), sum('error' in r['puppet'] for r in results)))


if __name__ == '__main__':
    main(*map(int, sys.argv[1:]))
