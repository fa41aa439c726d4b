"""lazygraph on PyPy: a bounded sample of this suite runs under PyPy, in the venv
tools/pypy_venv.py makes (.ci/run makes it, so in CI a missing PyPy is a
failure, not a skip). The sample covers what must not differ between the
interpreters: catalogs, functions, Hiera, templates, errors, the store and fleet
workers, freeing."""
import os
import platform
import subprocess
import time

import pytest

from tools.pypy_venv import venv_python

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SAMPLE = [
    'tests/test_conformance_catalogs.py',        # 786 manifests, templates among them
    'tests/test_conformance_expressions.py',
    'tests/test_conformance_functions.py',
    'tests/test_conformance_hiera.py::test_catalog_matches_puppet',
    'tests/test_conformance_hiera.py::test_lookup_matches_puppet_lookup',
    'tests/test_conformance_hiera.py::test_explain_text_is_puppets',
    'tests/test_erb_conformance.py',
    'tests/test_conformance_syntax.py',
    'tests/test_templates.py',
    'tests/test_resolve.py',                     # deep chains, weak parents
    'tests/test_freeing.py',
    'tests/test_store.py',
    'tests/test_worker_cache.py',
    'tests/test_fleet.py',
]
# Seconds. The sample (5,100 tests, 57 s of CPU) took 88 s on two cores at a
# load average under 2, and 148 s at a load average of 8.
LIMIT = 400


@pytest.mark.slow
@pytest.mark.skipif(platform.python_implementation() == 'PyPy',
                    reason='the driver of the PyPy sample runs on CPython')
def test_the_pypy_sample_passes():
    python = venv_python()
    if python is None:
        message = 'no PyPy venv: python3 tools/pypy_venv.py (needs apt-get install -y pypy3)'
        if os.environ.get('CI'):
            pytest.fail(message + ' -- .ci/run must make it')
        pytest.skip(message)
    implementation = subprocess.run([python, '-c', 'import platform; '
                                     'print(platform.python_implementation())'],
                                    capture_output=True, text=True, check=True).stdout
    assert implementation.strip() == 'PyPy', python
    # Caches and store of its own (tests/conftest.py makes them), not this run's.
    env = {name: value for name, value in os.environ.items()
           if name not in ('LAZYGRAPH_CACHE_DIR', 'LAZYGRAPH_DATA_DIR')}
    env['PYTHONPATH'] = ROOT
    started = time.monotonic()
    done = subprocess.run([python, '-m', 'pytest', '-p', 'no:cacheprovider', '-x',
                           '-m', 'not slow', *SAMPLE], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=LIMIT)
    assert done.returncode == 0, done.stdout[-6000:]
    assert ' passed' in done.stdout.splitlines()[-1], done.stdout[-2000:]
    print('PyPy sample: %s in %.0f s' % (done.stdout.splitlines()[-1], time.monotonic() - started))
