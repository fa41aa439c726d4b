"""lazygraph installed the way a user installs a tool, for the whole-process rows.

`python -m lazygraph` run from this tree with the interpreter running the
benchmark starts whatever that interpreter's site starts: a development
interpreter's .pth files (an editable install's finder, a certificate bundle
hook importing certifi and pathlib) cost more than the `python -c pass` they
ride on, in every process, and a user's installed lazygraph pays none of it.
So the whole-process rows run a fresh virtual environment with a regular
`pip install` of this tree; the benches print the figures of the interpreter
running them too, so nothing is hidden.
"""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def clean_install(python, directory):
    """The python of a new virtual environment in ``directory`` made by ``python``,
    with this tree pip-installed (not editable) in it."""
    subprocess.run([python, '-m', 'venv', directory], check=True)
    installed = os.path.join(directory, 'bin', 'python')
    subprocess.run([installed, '-m', 'pip', 'install', '-q', ROOT], check=True,
                   stdout=subprocess.DEVNULL)
    return installed

