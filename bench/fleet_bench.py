"""Fleet throughput: lazygraph `fleet` against Puppet 7.23 compiling the same nodes
in one warm Ruby process (bench/puppet_fleet.rb), same run, same generated
control repo (bench/fleet_repo.py: roles/profiles over component modules, Hiera
at three levels, EPP templates, exported resources between roles).

    python3 bench/fleet_bench.py [--nodes 1000] [--modules 30] [--jobs 1 2]
                                 [--sample 50] [--affected]
                                 [--python python3 --python /tmp/pypyenv/bin/python]

Reports nodes per second for each (lazygraph timed as the whole command: start-up,
both passes, writing the catalogs; Puppet's compile loop without its start-up,
which is reported apart), the ratio, peak memory per worker, and how many of a
sample of catalogs are identical. --affected also times `diff --affected` after
one profile changed (the base revision's run cached, as in CI) against compiling
every node at the new revision, for three kinds of change (CHANGES): two that
`--affected` patches into the base catalogs, one it must compile. Each --python
interpreter runs lazygraph (from this tree) against the same Puppet run; the
output names the interpreter.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from fleet_repo import generate  # noqa: E402
from lazygraph.outputs.catalog_json import comparable  # noqa: E402


def lazygraph(args, env, python=sys.executable, cpu=None):
    """Run a lazygraph command: its wall time and output; ``cpu`` (a list) gets the
    command's CPU time appended (user + system, its worker processes included)."""
    started = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run([python, '-m', 'lazygraph'] + args, capture_output=True,
                            text=True, env=env)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if cpu is not None:
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 2):
        raise SystemExit('lazygraph %s failed:\n%s' % (args[0], result.stderr[-3000:]))
    return elapsed, result.stdout


def interpreter_name(python):
    """`CPython 3.11.7` or `PyPy 7.3.11 (Python 3.9.16)`."""
    code = ('import platform, sys\n'
            'v = getattr(sys, "pypy_version_info", None)\n'
            'print(platform.python_implementation(), "%d.%d.%d" % tuple(v[:3]) + '
            '" (Python %s)" % platform.python_version() if v else platform.python_version())')
    return subprocess.run([python, '-c', code], capture_output=True, text=True,
                          check=True).stdout.strip()


def identical(puppet_out, ours_out, sample):
    names = sorted(n for n in os.listdir(puppet_out) if n.endswith('.json'))
    step = max(1, len(names) // sample)
    picked = names[::step][:sample] + [n for n in names if n.startswith('lb')][:3]
    same = 0
    for name in sorted(set(picked)):
        with open(os.path.join(puppet_out, name)) as f:
            theirs = comparable(json.load(f))
        with open(os.path.join(ours_out, name)) as f:
            ours = comparable(json.load(f))
        same += theirs['resources'] == ours['resources'] and theirs['edges'] == ours['edges']
    return same, len(set(picked))


def git(repo, *args):
    subprocess.run(['git', '-C', repo] + list(args), check=True, capture_output=True,
                   env=dict(os.environ, GIT_AUTHOR_NAME='b', GIT_AUTHOR_EMAIL='b@e',
                            GIT_COMMITTER_NAME='b', GIT_COMMITTER_EMAIL='b@e'))


# How profile p05 changes: a literal value or a new attribute with a literal
# value (`diff --affected` patches the base catalogs of the nodes it reaches:
# fleet/patch.py), or a new attribute computed from a parameter (those nodes
# are compiled again).
CHANGES = {
    'literal value': ("command => '/bin/true'", "command => '/bin/echo tuned'"),
    'new literal attribute': ("command => '/bin/true'",
                              "command => '/bin/true', environment => ['TUNED=1']"),
    'new computed attribute': ("command => '/bin/true'",
                               "command => '/bin/true', environment => [\"TUNED=${tuning}\"]"),
}


def affected_bench(env_dir, facts, jobs, work, environ, change):
    """One profile changes: `diff --affected` (base cached) against a full fleet run."""
    repo = os.path.join(work, 'repo-' + change.replace(' ', '-'))
    short = ''.join(word[0] for word in change.split())
    shutil.copytree(env_dir, repo)
    git(repo, 'init', '-q')
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', 'base')
    path = os.path.join(repo, 'modules', 'profile', 'manifests', 'p05.pp')
    with open(path) as f:
        text = f.read()
    with open(path, 'w') as f:
        f.write(text.replace(*CHANGES[change]))
    git(repo, 'commit', '-q', '-am', 'change profile p05')
    args = ['diff', '--repo', repo, '--from-ref', 'HEAD~1', '--to-ref', 'HEAD', '--facts-dir',
            facts, '-j', str(jobs), '--quiet', '--format', 'json', '--affected']
    lazygraph(args, environ)                                 # caches the base run
    affected_seconds, out = lazygraph(args, environ)
    report = json.loads(out)
    full_seconds, _ = lazygraph(['fleet', '--environment-dir', repo, '--facts-dir', facts,
                                 '-j', str(jobs), '--quiet', '--out',
                                 os.path.join(work, 'full-' + short), '--store',
                                 os.path.join(work, 'full-%s.sqlite' % short)], environ)
    patched = len(report['affected']['patched'])
    return {'change': change, 'patched_nodes': patched,
            'affected_nodes': len(report['affected']['affected']) - patched,
            'changed_nodes': report['changed'], 'affected_seconds': round(affected_seconds, 2),
            'full_seconds': round(full_seconds, 2),
            'speedup': round(full_seconds / affected_seconds, 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--nodes', type=int, default=1000)
    parser.add_argument('--modules', type=int, default=30)
    parser.add_argument('--jobs', type=int, nargs='+', default=[1, 2])
    parser.add_argument('--sample', type=int, default=50)
    parser.add_argument('--affected', action='store_true')
    parser.add_argument('--python', action='append', default=None,
                        help='an interpreter to run lazygraph with (repeatable; default: '
                             'this one)')
    args = parser.parse_args()
    pythons = args.python or [sys.executable]
    for python in pythons:
        # Byte-compile first: an installed package has its .pyc files, and this
        # machine may run with PYTHONDONTWRITEBYTECODE (each worker would compile
        # lazygraph's source again, about a billion instructions a process).
        subprocess.run([python, '-m', 'compileall', '-q', os.path.join(ROOT, 'lazygraph')],
                       env=dict(os.environ, PYTHONDONTWRITEBYTECODE=''), check=True)
    work = tempfile.mkdtemp(prefix='lazygraph-fleet-bench-')
    environ = dict(os.environ, PYTHONPATH=ROOT, LAZYGRAPH_DATA_DIR=os.path.join(work, 'data'))
    try:
        env_dir, facts = generate(work, nodes=args.nodes, modules=args.modules)
        puppet = subprocess.run(['ruby', os.path.join(HERE, 'puppet_fleet.rb'), env_dir, facts,
                                 '--out', os.path.join(work, 'puppet')],
                                capture_output=True, text=True, check=True)
        puppet = json.loads(puppet.stdout)
        puppet_rate = puppet['nodes'] / puppet['compile_seconds']
        print('family: generated control repo, %d nodes, %d component modules, 20 profiles, '
              '6 roles' % (args.nodes, args.modules))
        print('puppet 7.23 (one warm process): %.1f nodes/s (%.2f s compiling, %.2f s CPU, '
              '%.2f s start-up), peak %.0f MB, %d failed'
              % (puppet_rate, puppet['compile_seconds'], puppet['compile_cpu_seconds'],
                 puppet['startup_seconds'], puppet['peak_rss_mb'], puppet['failed']))
        for python, jobs in [(p, j) for p in pythons for j in args.jobs]:
            name = interpreter_name(python)
            out = os.path.join(work, 'lazygraph-%d-j%d' % (pythons.index(python), jobs))
            store = os.path.join(work, '%d-j%d.sqlite' % (pythons.index(python), jobs))
            lazygraph(['fleet', '--environment-dir', env_dir, '--facts-dir', facts, '-j',
                       str(jobs), '--quiet', '--out', out, '--store', store + '.warm'], environ,
                      python)   # parse cache warm
            cpu = []
            seconds, stdout = lazygraph(['fleet', '--environment-dir', env_dir, '--facts-dir',
                                         facts, '-j', str(jobs), '--quiet', '--out', out,
                                         '--store', store], environ, python, cpu)
            summary = json.loads(stdout)
            rate = summary['nodes'] / seconds
            same, total = identical(os.path.join(work, 'puppet'), out, args.sample)
            print('lazygraph fleet -j %d (%s): %.1f nodes/s (%.2f s, %d passes, %d failed), '
                  '%.1fx puppet; CPU %.2f s (whole command), %.1fx less than puppet\'s '
                  'compiling; peak %.0f MB per worker; %d of %d sampled catalogs identical'
                  % (jobs, name, rate, seconds, summary['passes'], summary['failed'],
                     rate / puppet_rate, cpu[0], puppet['compile_cpu_seconds'] / cpu[0],
                     summary['peak_rss_mb_per_worker'], same, total))
        for change in CHANGES if args.affected else ():
            result = affected_bench(env_dir, facts, max(args.jobs), work, environ, change)
            print('diff --affected after one profile changed (%(change)s): %(affected_nodes)d '
                  'nodes compiled, %(patched_nodes)d patched (%(changed_nodes)d changed), '
                  '%(affected_seconds).2f s against %(full_seconds).2f s for every node: '
                  '%(speedup).1fx' % result)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
