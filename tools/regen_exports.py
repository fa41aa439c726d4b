#!/usr/bin/env python3
"""Regenerate the expected catalogs of tests/conformance/exports/*.pp with Puppet 7
compiling beside a store (tools/puppet_store_compile.rb, PuppetDB's semantics).

Each manifest NAME.pp is compiled for the nodes of NAME.nodes (one certname a
line), in that order, starting from an empty store: each node collects the
exports of those compiled before it. NAME.json maps each node to its catalog
reduced as tests/conformance/catalogs reduces it, or {"error": ...}.
Needs Debian's puppet-agent.

    python3 tools/regen_exports.py [NAME ...]
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.regen_catalogs import reduce  # noqa: E402

DIR = os.path.join(ROOT, 'tests', 'conformance', 'exports')
ORACLE = os.path.join(ROOT, 'tools', 'puppet_store_compile.rb')


def nodes_of(path):
    with open(path[:-3] + '.nodes') as f:
        return [line.strip() for line in f if line.strip()]


def main(names):
    paths = sorted(glob.glob(os.path.join(DIR, '*.pp')))
    if names:
        paths = [p for p in paths if os.path.basename(p)[:-3] in names]
    for path in paths:
        with tempfile.TemporaryDirectory() as tmp:
            cmd = ['ruby', ORACLE, path, '--store', os.path.join(tmp, 'store.json')]
            for node in nodes_of(path):
                cmd += ['--node', node]
            out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        result = {node: reduce(catalog, path) for node, catalog in json.loads(out).items()}
        with open(path[:-3] + '.json', 'w') as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('%-32s %s' % (os.path.basename(path), ', '.join(
            'error' if 'error' in c else str(len(c['resources'])) for c in result.values())))


if __name__ == '__main__':
    main(sys.argv[1:])
