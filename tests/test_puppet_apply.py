"""Real Puppet accepts lazygraph's catalogs: `puppet apply --catalog FILE --noop`.

Runs where Debian's puppet-agent is installed (.ci/run installs it, so in CI
a missing puppet is a failure, not a skip).
"""
import os
import shutil
import subprocess

import pytest

import lazygraph

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CATALOGS = os.path.join(HERE, 'conformance', 'catalogs')


def require_puppet():
    if shutil.which('puppet') is None:
        if os.environ.get('CI'):
            pytest.fail('puppet is not installed: .ci/run must install puppet-agent')
        pytest.skip('puppet-agent is not installed (apt-get install -y puppet-agent)')


@pytest.mark.parametrize('manifest,node,facts', [
    (os.path.join(ROOT, 'examples', 'site.pp'), 'web01.example.com',
     os.path.join(ROOT, 'examples', 'facts.json')),
    (os.path.join(CATALOGS, 'define_nested_defines.pp'), 'testnode.example.com', None),
    (os.path.join(CATALOGS, 'relationship_chain.pp'), 'testnode.example.com', None),
])
def test_puppet_applies_our_catalog(tmp_path, manifest, node, facts):
    require_puppet()
    from lazygraph.facts import load_facts
    catalog = lazygraph.compile(manifest, node=node,
                                facts=load_facts(facts) if facts else {'fqdn': node})
    path = tmp_path / 'catalog.json'
    path.write_text(catalog.to_json())
    dirs = []
    for name in ('conf', 'var', 'code', 'log', 'run'):
        (tmp_path / name).mkdir()
        dirs += ['--%sdir' % name, str(tmp_path / name)]
    proc = subprocess.run(['puppet', 'apply', '--catalog', str(path), '--noop', '--color=false']
                          + dirs, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert 'Applied catalog' in proc.stdout
    errors = [line for line in (proc.stdout + proc.stderr).splitlines()
              if line.startswith('Error:') and 'Facter' not in line]
    assert not errors, errors
