#!/usr/bin/env python3
"""Regenerate the expected catalogs of tests/conformance/ruby/*.pp with Puppet 7.

The cases call Ruby functions of tests/conformance/ruby/modules (our own module
lgrb); tests/test_ruby_bridge.py compiles them with ruby=True and compares.
Facts come from NAME.facts.json when present. Needs Debian's puppet-agent.

    [PUPPET_COMPILE=.../puppet-compile] python3 tools/regen_ruby_catalogs.py [NAME ...]
"""
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.catalog_cases import NODE  # noqa: E402
from tools.regen_catalogs import ORACLE, reduce  # noqa: E402

ORACLE = os.environ.get('PUPPET_COMPILE', ORACLE)   # e.g. when run from another worktree

DIR = os.path.join(ROOT, 'tests', 'conformance', 'ruby')
MODULES = os.path.join(DIR, 'modules')


def main(names):
    paths = sorted(glob.glob(os.path.join(DIR, '*.pp')))
    if names:
        paths = [p for p in paths if os.path.basename(p)[:-3] in names]
    for path in paths:
        cmd = [ORACLE, path, '--node', NODE, '--modulepath', MODULES]
        if os.path.exists(path[:-3] + '.facts.json'):
            cmd += ['--facts', path[:-3] + '.facts.json']
        proc = subprocess.run(cmd, capture_output=True, text=True)
        result = reduce(json.loads(proc.stdout), path)
        with open(path[:-3] + '.json', 'w') as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('%-30s %s' % (os.path.basename(path), 'error' if 'error' in result else
                            '%d resources' % len(result['resources'])))


if __name__ == '__main__':
    main(sys.argv[1:])
