#!/usr/bin/env python3
"""Create (or bring up to date) the PyPy virtualenv the test suite runs its PyPy
sample in (tests/test_pypy.py): Debian's `pypy3` (apt-get install -y pypy3),
lazygraph installed editable with its test dependencies, at the versions
tools/pypy-constraints.txt names.

    python3 tools/pypy_venv.py

The venv is .pypy-venv beside this checkout, or $LAZYGRAPH_PYPY_VENV.
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


SAMPLE_NEEDS = ['pytest', 'hypothesis', 'psycopg']   # psycopg: the refusal test_store checks


def venv_dir():
    return os.environ.get('LAZYGRAPH_PYPY_VENV') or os.path.join(ROOT, '.pypy-venv')


def venv_python():
    """The venv's interpreter, or None when the venv is not there."""
    path = os.path.join(venv_dir(), 'bin', 'python')
    return path if os.access(path, os.X_OK) else None


def main():
    pypy = shutil.which('pypy3')
    if pypy is None:
        sys.exit('pypy3 is not installed (apt-get install -y pypy3)')
    if venv_python() is None:
        subprocess.run([pypy, '-m', 'venv', venv_dir()], check=True)
    # lazygraph and what the sample runs: not Dask (its cluster cannot run on PyPy
    # 7.3.11, and its psutil would have to be built), so no compiler is needed.
    subprocess.run([venv_python(), '-m', 'pip', 'install', '-q', '--disable-pip-version-check',
                    '-c', os.path.join('tools', 'pypy-constraints.txt'), '-e', '.']
                   + SAMPLE_NEEDS, cwd=ROOT, check=True)
    print(venv_python())


if __name__ == '__main__':
    main()
