#!/usr/bin/env python3
"""One catalog key against a full compile, in the same run.

For generated manifests of N resources, times (best of --repeat):

* whole process: `python -m lazygraph get M KEY ATTR` vs `python -m lazygraph compile M`
  (the interpreter itself, not a shell wrapper, for both), run by a fresh virtual
  environment with this tree pip-installed, as a user installs the tool
  (bench/installed.py: the interpreter running the bench may start more than a
  user's does, e.g. a development site's .pth files); the same figures for the
  interpreter running the bench follow on an indented line (--here-only: only
  those, without installing);
* in-process: lazygraph.load(M).resolve(KEY, ATTR) vs lazygraph.compile(M).to_json(),
  each in a fresh interpreter so nothing is shared;

checks that the value equals the full catalog's, and prints the ratio get/compile.
The target (issue 4): at most 5% at 10k resources.

Families:
* independent: N file resources, values with interpolation and function calls;
* flat: N notify resources, every other one chained to the next with -> (the
  compile benchmark's flat family);
* classes: N classes in one manifest, all included, three resources each;
* site: a roles/profiles control repo of N modules (bench/families.py).

Both commands run warm: the parse cache (syntax/parse_cache.py) is filled by a
first, untimed compile, as it is on a machine that compiled before. That
compile starts only once the generated files are settled -- unchanged for the
file index's racy window (FileIndex.RACY_NS, 2 s), as a control repo's files
are when someone asks for a key -- so the index trusts their recorded stat
values; a bench run just after writing them would measure re-reading and
re-hashing every module file instead.

    python3 bench/get_bench.py [--sizes 1000,10000] [--families independent,flat] [--cpu]

--cpu times CPU (user + system of the child) instead of the wall clock:
steadier on a machine shared with other jobs.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'bench'))
sys.path.insert(1, ROOT)
from compile_bench import flat  # noqa: E402
import families  # noqa: E402
from installed import clean_install  # noqa: E402

NODE = 'bench.example.com'


def independent(n):
    lines = []
    for i in range(n):
        lines.append("file { '/srv/f%d': ensure => file, mode => '0644', "
                     "content => \"file ${fqdn} %d\", owner => upcase('www') }" % (i, i))
    return '\n'.join(lines) + '\n'


FAMILIES = {
    'independent': (independent, lambda n: ('File[/srv/f%d]' % (n // 2), 'content')),
    'flat': (flat, lambda n: ('Notify[n%d]' % (n // 2), 'before')),
}
DIRECTORY_FAMILIES = families.FAMILIES     # write a directory: (manifest, modulepath, key)

INPROCESS = '''
import json, os, sys, time
import lazygraph
path, facts, mode, key, attr = sys.argv[1:6]
modulepath = sys.argv[6] if len(sys.argv) > 6 else None
facts = json.load(open(facts))
clock = time.process_time if os.environ.get('GET_BENCH_CPU') else time.perf_counter
start = clock()
if mode == 'get':
    value = lazygraph.load(path, node=%r, facts=facts, modulepath=modulepath).resolve(key, attr)
else:
    catalog = lazygraph.compile(path, node=%r, facts=facts, modulepath=modulepath)
    catalog.to_json()
    value = catalog.to_data()
print(json.dumps({'seconds': clock() - start, 'value': value}))
''' % (NODE, NODE)


def settle(paths):
    """Wait until every file under ``paths`` has been unchanged for the file
    index's racy window; returns the seconds waited."""
    from lazygraph.syntax.parse_cache import FileIndex
    newest = 0
    for top in paths:
        for directory, _, names in os.walk(top):
            for name in names:
                info = os.stat(os.path.join(directory, name))
                newest = max(newest, info.st_mtime_ns, info.st_ctime_ns)
    wait = (newest + FileIndex.RACY_NS - time.time_ns()) / 1e9 + 0.1
    if wait > 0:
        time.sleep(wait)
    return max(wait, 0)


def best(cmd, repeat, cpu=False, cwd=ROOT):
    """The best of ``repeat`` runs: wall-clock seconds, or with cpu the child's
    user + system CPU seconds (steadier on a machine shared with other jobs)."""
    times = []
    out = None
    for _ in range(repeat):
        start = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
                     if cpu else time.perf_counter() - start)
        if proc.returncode != 0:
            raise SystemExit('failed: %s\n%s' % (' '.join(cmd), proc.stderr))
        out = proc.stdout
    return min(times), out


def whole_process(python, cwd, path, key, attr, facts_path, modules, repeat, cpu):
    """get and compile, each the best of its runs, with ``python`` run in ``cwd``:
    (get seconds, compile seconds, get's output, compile's output)."""
    base = [python, '-m', 'lazygraph']
    compile_cmd = base + ['compile', path, '--node', NODE, '--facts', facts_path] + modules
    get_cmd = base + ['get', path, key, attr, '--node', NODE, '--facts', facts_path,
                      '--stats'] + modules
    best(compile_cmd, 1, cwd=cwd)     # fill the parse cache (a get skims: its own entries)
    best(get_cmd, 1, cwd=cwd)
    get_t, get_out = best(get_cmd, repeat, cpu, cwd=cwd)
    full_t, full_out = best(compile_cmd, max(1, repeat // 2), cpu, cwd=cwd)
    return get_t, full_t, get_out, full_out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--sizes', default='1000,10000')
    parser.add_argument('--families', default='independent,flat')
    parser.add_argument('--repeat', type=int, default=5)
    parser.add_argument('--cpu', action='store_true',
                        help='CPU time (user + system) instead of wall-clock time')
    parser.add_argument('--here-only', action='store_true',
                        help='whole-process rows with this interpreter only, running this '
                        'tree (no clean install)')
    args = parser.parse_args()
    if args.cpu:
        os.environ['GET_BENCH_CPU'] = '1'      # the in-process runs' clock
    # Byte-compile first: an installed package has its .pyc files, and this
    # machine may run with PYTHONDONTWRITEBYTECODE.
    subprocess.run([sys.executable, '-m', 'compileall', '-q', os.path.join(ROOT, 'lazygraph')],
                   env=dict(os.environ, PYTHONDONTWRITEBYTECODE=''), check=True)
    work = tempfile.mkdtemp(prefix='lazygraph-get-bench-')
    # (python, where it runs): an installed python runs outside the tree, whose
    # lazygraph/ `-m` would otherwise find first
    here = (sys.executable, ROOT)
    interpreters = [here] if args.here_only else \
        [(clean_install(sys.executable, os.path.join(work, 'venv')), work), here]
    facts_path = os.path.join(work, 'facts.json')
    with open(facts_path, 'w') as f:
        json.dump(families.FACTS, f)
    print('%-12s %7s  %10s %10s %7s   %10s %10s %7s  %s' % (
        'family', 'size', 'get (s)', 'full (s)', 'ratio', 'get in-p', 'full in-p', 'ratio',
        'value = full'))
    for family in args.families.split(','):
        for size in [int(s) for s in args.sizes.split(',')]:
            modules = []
            if family in DIRECTORY_FAMILIES:
                path, modulepath, key, attr = DIRECTORY_FAMILIES[family](
                    os.path.join(work, '%s-%d' % (family, size)), size)
                modules = ['--modulepath', modulepath] if modulepath else []
            else:
                generate, pick = FAMILIES[family]
                path = os.path.join(work, '%s-%d.pp' % (family, size))
                with open(path, 'w') as f:
                    f.write(generate(size))
                key, attr = pick(size)
            base = [sys.executable, '-m', 'lazygraph']
            settled = settle([os.path.dirname(path)] + ([modulepath] if modules else []))
            if settled:
                print('    (waited %.1f s for the generated files to settle)' % settled)
            figures = [whole_process(python, cwd, path, key, attr, facts_path, modules,
                                     args.repeat, args.cpu) for python, cwd in interpreters]
            get_t, full_t, get_out, full_out = figures[0]
            value = json.loads(get_out)
            (resource,) = [r for r in json.loads(full_out)['resources']
                           if '%s[%s]' % (r['type'], r['title']) == key]
            same = value == resource['parameters'][attr]
            inproc = {}
            for mode in ('get', 'full'):
                runs = []
                for _ in range(args.repeat if mode == 'get' else max(1, args.repeat // 2)):
                    _, out = best([sys.executable, '-c', INPROCESS, path, facts_path, mode,
                                   key, attr] + modules[1:], 1)
                    runs.append(json.loads(out)['seconds'])
                inproc[mode] = min(runs)
            print('%-12s %7d  %10.3f %10.3f %6.1f%%   %10.3f %10.3f %6.1f%%  %s' % (
                family, size, get_t, full_t, 100 * get_t / full_t, inproc['get'],
                inproc['full'], 100 * inproc['get'] / inproc['full'], same), flush=True)
            if len(interpreters) > 1:
                here_get, here_full = figures[1][:2]
                print('    %s running this tree: get %.3f s, full %.3f s, %.1f%% '
                      '(the rows above: a clean install)'
                      % (sys.executable, here_get, here_full, 100 * here_get / here_full))
            stats = subprocess.run(base + ['get', path, key, attr, '--node', NODE, '--facts',
                                           facts_path, '--stats'] + modules,
                                   capture_output=True, text=True, cwd=ROOT).stderr
            print('    get --stats: ' + '; '.join(
                line for line in stats.splitlines()
                if line.split(':')[0] in ('files parsed', 'classes evaluated', 'classes skipped',
                                          'define instances evaluated', 'cone widened')))


if __name__ == '__main__':
    main()
