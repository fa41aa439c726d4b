#!/usr/bin/env python3
"""Regenerate the expected results of tests/conformance/hiera/CASE/ with Puppet 7.

For each case: the catalog the oracle compiles from the environment CASE/production
(with CASE/global/hiera.yaml as the global layer when present), reduced as in
tools/regen_catalogs.py -> CASE/expected.json; and for each lookup named in
case.json, `puppet lookup --render-as json` and `--explain` on the same data ->
CASE/lookups.expected.json. Needs Debian's puppet-agent.

    python3 tools/regen_hiera.py [CASE ...]     # or `example`: examples/control-repo only
    python3 tools/regen_hiera.py --lookups [CASE ...]   # only what `puppet lookup` prints
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.outputs.catalog_json import comparable  # noqa: E402
from tools.hiera_cases import DIR  # noqa: E402


def _oracle():
    here = ROOT
    while here != os.path.dirname(here):
        candidate = os.path.join(here, 'shared', 'oracle', 'puppet-compile')
        if os.path.exists(candidate):
            return candidate
        here = os.path.dirname(here)
    return 'puppet-compile'


ORACLE = os.environ.get('PUPPET_ORACLE') or _oracle()


def global_config(base):
    path = os.path.join(base, 'global', 'hiera.yaml')
    return path if os.path.isfile(path) else None


def compile_case(base, meta):
    cmd = [ORACLE, '--environment-dir', os.path.join(base, 'production'), '--node',
           meta['node'], '--facts', os.path.join(base, 'facts.json')]
    if global_config(base):
        cmd += ['--hiera-config', global_config(base)]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    try:
        catalog = json.loads(proc.stdout)
    except ValueError:
        lines = proc.stderr.strip().splitlines()
        catalog = {'error': 'puppet crashed: %s' % (lines[-1] if lines else '?')}
    if 'error' in catalog:
        message = re.sub(r' on node \S+$', '', catalog['error']).replace(base + '/', '')
        return {'error': message}
    return comparable(catalog)


def puppet_lookup(base, meta, spec, explain, render_as='json'):
    work = tempfile.mkdtemp(prefix='hiera-regen-')
    args = shlex.split(spec)
    cmd = ['puppet', 'lookup', '--confdir', work + '/conf', '--vardir', work + '/var',
           '--codedir', work + '/code', '--logdir', work + '/log', '--rundir', work + '/run',
           '--environmentpath', base, '--environment', 'production', '--node', meta['node'],
           '--facts', os.path.join(base, 'facts.json')]
    if global_config(base):
        cmd += ['--hiera_config', global_config(base)]
    cmd += ['--explain'] if explain else ['--render-as', render_as]
    cmd += args
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    text = proc.stdout.replace(base + '/', '')
    return {'exit': proc.returncode, 'stdout': text}


def regen(name):
    base = os.path.join(DIR, name)
    with open(os.path.join(base, 'case.json')) as f:
        meta = json.load(f)
    result = compile_case(base, meta)
    with open(os.path.join(base, 'expected.json'), 'w') as f:
        json.dump(result, f, indent=1, ensure_ascii=False)
        f.write('\n')
    lookups = {}
    for spec in meta['lookups']:
        lookups[spec] = lookup_outputs(base, meta, spec)
    if lookups:
        with open(os.path.join(base, 'lookups.expected.json'), 'w') as f:
            json.dump(lookups, f, indent=1, ensure_ascii=False)
            f.write('\n')
    return name, result


def lookup_outputs(base, meta, spec):
    """What `puppet lookup` prints for one lookup: the value as JSON, YAML (its
    default) and `s`, and the explanation."""
    return {'value': puppet_lookup(base, meta, spec, False),
            'yaml': puppet_lookup(base, meta, spec, False, 'yaml'),
            's': puppet_lookup(base, meta, spec, False, 's'),
            'explain': puppet_lookup(base, meta, spec, True)}


def regen_lookups(name):
    """Only CASE/lookups.expected.json (`--lookups`: the catalog is not recompiled)."""
    base = os.path.join(DIR, name)
    with open(os.path.join(base, 'case.json')) as f:
        meta = json.load(f)
    if meta['lookups']:
        lookups = {spec: lookup_outputs(base, meta, spec) for spec in meta['lookups']}
        with open(os.path.join(base, 'lookups.expected.json'), 'w') as f:
            json.dump(lookups, f, indent=1, ensure_ascii=False)
            f.write('\n')
    return name, {'resources': []}


EXAMPLE = os.path.join(ROOT, 'examples', 'control-repo')
EXAMPLE_NODES = ('web01.example.com', 'db01.example.com')


def regen_example():
    """examples/control-repo: each node's catalog (global layer: global/hiera.yaml)
    -> expected/NODE.json."""
    os.makedirs(os.path.join(EXAMPLE, 'expected'), exist_ok=True)
    for node in EXAMPLE_NODES:
        cmd = [ORACLE, '--environment-dir', os.path.join(EXAMPLE, 'production'), '--node', node,
               '--facts', os.path.join(EXAMPLE, 'facts', node + '.json'),
               '--hiera-config', os.path.join(EXAMPLE, 'global', 'hiera.yaml')]
        catalog = json.loads(subprocess.run(cmd, capture_output=True, text=True).stdout)
        with open(os.path.join(EXAMPLE, 'expected', node + '.json'), 'w') as f:
            json.dump(comparable(catalog), f, indent=1, ensure_ascii=False)
            f.write('\n')
        print('example %-30s %d resources' % (node, len(catalog['resources'])))


def make_eyaml():
    """Keys and ENC[PKCS7] data for the eyaml case, by the real `eyaml` (once: the
    committed files are the case)."""
    from tools.hiera_cases import EYAML_DIR, EYAML_PLAIN
    base = os.path.join(ROOT, EYAML_DIR)
    keys = os.path.join(base, 'keys')
    private, public = (os.path.join(keys, n) for n in ('private_key.pkcs7.pem',
                                                       'public_key.pkcs7.pem'))
    if os.path.isfile(os.path.join(base, 'eyaml', 'secrets.eyaml')):
        return
    os.makedirs(keys, exist_ok=True)
    subprocess.run(['eyaml', 'createkeys', '--pkcs7-private-key=' + private,
                    '--pkcs7-public-key=' + public], check=True, capture_output=True)

    def encrypt(text):
        return subprocess.run(['eyaml', 'encrypt', '-o', 'string', '-s', text,
                               '--pkcs7-public-key=' + public], check=True,
                              capture_output=True, text=True).stdout.strip()
    os.makedirs(os.path.join(base, 'eyaml'), exist_ok=True)
    with open(os.path.join(base, 'eyaml', 'secrets.eyaml'), 'w') as f:
        f.write('---\ndb::password: %s\ndb::user: plain user\n'
                'db::dsn: "postgres://app:%s@db"\n' % (
                    encrypt(EYAML_PLAIN['db::password']),
                    encrypt(EYAML_PLAIN['db::dsn_password'])))


def main(names):
    make_eyaml()
    if names == ['example']:
        return regen_example()
    work = regen
    if names[:1] == ['--lookups']:
        names, work = names[1:], regen_lookups
    if not names:
        regen_example()
    names = names or sorted(n for n in os.listdir(DIR) if os.path.isdir(os.path.join(DIR, n)))
    with ThreadPoolExecutor(max_workers=4) as pool:
        for name, result in pool.map(work, names):
            print('%-45s %s' % (name, 'error: ' + result['error'][:90] if 'error' in result
                                else '%d resources' % len(result['resources'])))


if __name__ == '__main__':
    main(sys.argv[1:])
