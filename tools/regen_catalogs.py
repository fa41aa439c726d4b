#!/usr/bin/env python3
"""Regenerate the expected catalogs of tests/conformance/catalogs/*.pp with Puppet 7.

Each manifest NAME.pp gets NAME.json: the catalog Puppet 7.23 compiles for
node testnode.example.com (facts in NAME.facts.json if present, else a minimal
set; modules from the directory NAME.modules if present), reduced to what the conformance test compares (resources, edges,
classes), or {"error": ...}. Needs Debian's puppet-agent.

    python3 tools/regen_catalogs.py [NAME ...]
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.outputs.catalog_json import comparable  # noqa: E402
from tools.catalog_cases import DIR, facts_path, modulepath_for, node_for  # noqa: E402

ORACLE = os.environ.get('PUPPET_ORACLE') or os.path.join(ROOT, '..', 'shared', 'oracle',
                                                        'puppet-compile')


def reduce(catalog, manifest):
    if 'error' in catalog:
        message = re.sub(r' on node \S+$', '', catalog['error'])
        # The last location is where the error is (earlier ones name other places).
        lines = re.findall(r'line: (\d+)', message)
        return {'error': message.replace(manifest, 'MANIFEST'),
                'line': int(lines[-1]) if lines else None}
    return comparable(catalog)


def main(names):
    paths = sorted(glob.glob(os.path.join(DIR, '*.pp')))
    if names:
        paths = [p for p in paths if os.path.basename(p)[:-3] in names]
    for path in paths:
        cmd = [ORACLE, path, '--node', node_for(path)]
        if facts_path(path):
            cmd += ['--facts', facts_path(path)]
        if modulepath_for(path):
            cmd += ['--modulepath', modulepath_for(path)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        try:
            catalog = json.loads(proc.stdout)
        except ValueError:   # Puppet itself crashed (e.g. a stack overflow)
            lines = proc.stderr.strip().splitlines()
            catalog = {'error': 'puppet crashed: %s' % (lines[-1] if lines else '?')}
        result = reduce(catalog, path)
        with open(path[:-3] + '.json', 'w') as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('%-40s %s' % (os.path.basename(path), 'error' if 'error' in result else
                            '%d resources' % len(result['resources'])))


if __name__ == '__main__':
    main(sys.argv[1:])
