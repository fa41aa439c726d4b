#!/usr/bin/env python3
"""Regenerate the expected catalogs of tests/conformance/catalogs/*.pp with Puppet 7.

Each manifest NAME.pp gets NAME.json: the catalog Puppet 7.23 compiles for
node testnode.example.com (facts in NAME.facts.json if present, else a minimal
set; modules from the directory NAME.modules if present, then the modules
puppet-agent 7 vendors -- Debian's package lacks them -- from VENDORED, default
/work/fetched/vendor_modules: see tools/regen_core_types.py), reduced to what the conformance test compares (resources, edges,
classes), or {"error": ...}. Needs Debian's puppet-agent.

    python3 tools/regen_catalogs.py [NAME ...]
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.outputs.catalog_json import comparable  # noqa: E402
from tools.catalog_cases import (DIR, environment_for, facts_path, modulepath_for,  # noqa: E402
                                 node_for)

ORACLE = os.environ.get('PUPPET_ORACLE') or os.path.join(ROOT, '..', 'shared', 'oracle',
                                                        'puppet-compile')
if not os.path.exists(ORACLE):   # a worktree elsewhere than beside shared/
    ORACLE = '/work/shared/oracle/puppet-compile'
VENDORED = os.environ.get('LAZYGRAPH_VENDORED_MODULES', '/work/fetched/vendor_modules')


INSTANCE = re.compile(r'line: (\d+), column: \d+\) \(file: [^()]*, line: (\d+)\)$')


def reduce(catalog, manifest):
    if 'error' in catalog:
        message = re.sub(r' on node \S+$', '', catalog['error'])
        message = re.sub(r'(#<[\w:]+):0x[0-9a-f]+>', r'\1>', message)   # Ruby object ids
        # The last location is where the error is (earlier ones name other places),
        # but for an error in a defined type's body Puppet appends the instance's
        # location, without a column: the error is the one before it.
        lines = re.findall(r'line: (\d+)', message)
        result = {'error': message.replace(manifest, 'MANIFEST'),
                  'line': int(lines[-1]) if lines else None}
        instance = INSTANCE.search(message)
        if instance:
            result['line'], result['instance_line'] = map(int, instance.groups())
        return result
    return comparable(catalog)


def main(names):
    paths = sorted(glob.glob(os.path.join(DIR, '*.pp')))
    if names:
        paths = [p for p in paths if os.path.basename(p)[:-3] in names]
    for path in paths:
        if environment_for(path):
            catalog = compile_in_environment(path)
        else:
            catalog = compile_with_modulepath(path)
        result = reduce(catalog, path)
        with open(path[:-3] + '.json', 'w') as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('%-40s %s' % (os.path.basename(path), 'error' if 'error' in result else
                            '%d resources' % len(result['resources'])))


def compile_in_environment(path):
    """NAME.env as a directory environment whose main manifest is NAME.pp (its
    .resource_types are read only in an environment)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = os.path.join(tmp, 'production')
        shutil.copytree(environment_for(path), env, symlinks=True)
        os.makedirs(os.path.join(env, 'manifests'), exist_ok=True)
        shutil.copy(path, os.path.join(env, 'manifests', 'site.pp'))
        with open(os.path.join(env, 'environment.conf'), 'w') as f:
            f.write('modulepath = modules:%s\n' % VENDORED)
        cmd = [ORACLE, '--environment-dir', env, '--node', node_for(path)]
        if facts_path(path):
            cmd += ['--facts', facts_path(path)]
        catalog = _run(cmd)
        if 'error' in catalog:
            catalog['error'] = catalog['error'].replace(
                os.path.join(env, 'manifests', 'site.pp'), path)
        return catalog


def compile_with_modulepath(path):
    cmd = [ORACLE, path, '--node', node_for(path)]
    if facts_path(path):
        cmd += ['--facts', facts_path(path)]
    modulepath = [p for p in (modulepath_for(path), VENDORED) if p and os.path.isdir(p)]
    if modulepath:
        cmd += ['--modulepath', ':'.join(modulepath)]
    return _run(cmd)


def _run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    try:
        return json.loads(proc.stdout)
    except ValueError:   # Puppet itself crashed (e.g. a stack overflow)
        lines = proc.stderr.strip().splitlines()
        return {'error': 'puppet crashed: %s' % (lines[-1] if lines else '?')}


if __name__ == '__main__':
    main(sys.argv[1:])
