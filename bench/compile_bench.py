#!/usr/bin/env python3
"""Catalog compilation: lazygraph beside Puppet 7, in the same run.

Two generated manifest families, at several sizes (resources in the catalog):

* flat:  N notify resources, every other one chained to the next with ->;
* mixed: parameterised classes with inheritance, resource defaults,
  overrides from subclasses, defined types, virtual users realized by tag
  collectors with overrides, and classes chained with ->.

For each, times:
* whole process (best of --repeat): `lazygraph compile` vs Puppet's oracle
  (../shared/oracle/puppet-compile);
* in-process: lazygraph.compile() run --inprocess times in one interpreter (the
  first compile and the best are both shown: a JIT such as PyPy's warms up over
  the first ones; --shared: the compiles share a fleet worker's caches) vs
  Puppet::Parser::Compiler, best of --repeat in one Ruby process (its compiles
  share the environment's parsed code),

checks that the two catalogs are identical (resources, parameters, tags, edges,
classes, order), and prints time ratios and the peak memory (resident set)
of the `lazygraph compile` process.

    python3 bench/compile_bench.py [--sizes 1000,10000,100000] [--families flat,mixed]
        [--python python3 --python /tmp/pypyenv/bin/python] [--inprocess 20]

Each --python interpreter runs lazygraph in the same run, against the same Puppet
figures; the output names the interpreter of every row. The whole-process
column runs a fresh virtual environment of that interpreter with this tree
pip-installed, as a user installs the tool (bench/installed.py: the interpreter
running the bench may start more than a user's does, e.g. a development site's
.pth files); the interpreter's own figure, running this tree, follows on an
indented line (--here-only: only that one, without installing).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.outputs.catalog_json import comparable  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, 'bench'))
from families import FACTS as FAMILY_FACTS, FAMILIES  # noqa: E402
from installed import clean_install  # noqa: E402
ORACLE = os.environ.get('PUPPET_ORACLE') or os.path.join(ROOT, '..', 'shared', 'oracle',
                                                         'puppet-compile')
if not os.path.exists(ORACLE):      # run from a worktree elsewhere
    ORACLE = '/work/shared/oracle/puppet-compile'
NODE = 'bench.example.com'
FACTS = FAMILY_FACTS      # the os facts the families' conditionals read


def flat(n):
    lines = []
    for i in range(n):
        lines.append("notify { 'n%d': message => 'message %d' }" % (i, i))
        if i % 2:
            lines.append("Notify['n%d'] -> Notify['n%d']" % (i - 1, i))
    return '\n'.join(lines) + '\n'


MIXED_HEADER = '''
define app::vhost(String $docroot, Integer $port = 80, $owner = 'www') {
  file { "/etc/vhosts/${title}.conf":
    ensure  => file,
    content => "${title}:${port}:${docroot}",
  }
  file { $docroot: ensure => directory, owner => $owner }
}
'''

MIXED_UNIT = '''
class unit{i}::params {{
  $base = '/srv/unit{i}'
  $port = {port}
}}
class unit{i}(Integer $workers = 2, String $user = 'u{i}') inherits unit{i}::params {{
  File {{ owner => $user, mode => '0644' }}
  file {{ "${{base}}": ensure => directory }}
  file {{ "${{base}}/config": ensure => file, content => "workers=${{workers}}" }}
  package {{ "pkg{i}": ensure => installed }}
  service {{ "svc{i}": ensure => running, require => Package["pkg{i}"] }}
  @user {{ "user{i}": ensure => present, tag => ['unit{i}', 'people'] }}
  app::vhost {{ "site{i}": docroot => "${{base}}/www", port => $port }}
}}
class unit{i}::tuned inherits unit{i} {{
  File["${{base}}/config"] {{ mode => '0600' }}
  Service["svc{i}"] {{ enable => true }}
}}
include unit{i}::tuned
User <| tag == 'unit{i}' |> {{ shell => '/bin/bash' }}
'''
MIXED_PER_UNIT = 10   # resources per unit in the catalog (classes included)


def mixed(n):
    units = max(1, n // MIXED_PER_UNIT)
    parts = [MIXED_HEADER]
    for i in range(units):
        parts.append(MIXED_UNIT.format(i=i, port=8000 + i % 1000))
        if i:
            parts.append("Class['unit%d'] -> Class['unit%d']\n" % (i - 1, i))
    return ''.join(parts)


RUBY_INPROCESS = r'''
require 'puppet'; require 'json'; require 'tmpdir'
d = Dir.mktmpdir
Puppet.initialize_settings(['--confdir', d, '--vardir', d, '--codedir', d, '--logdir', d, '--rundir', d])
Puppet[:strict_variables] = false
facts = JSON.parse(File.read(ARGV[1]))
manifest = File.expand_path(ARGV[0])
clock = ARGV[4] == 'cpu' ? Process::CLOCK_PROCESS_CPUTIME_ID : Process::CLOCK_MONOTONIC
modules = ARGV[5] ? [File.expand_path(ARGV[5])] : []
env = Puppet::Node::Environment.create(:production, modules, manifest)
best = nil
ARGV[2].to_i.times do
  t = Process.clock_gettime(clock)
  Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
    node_facts = Puppet::Node::Facts.new(ARGV[3], facts)
    node = Puppet::Node.new(ARGV[3], facts: node_facts, environment: env)
    node.merge(node_facts.values)
    Puppet::Parser::Compiler.new(node).compile.filter { |r| r.virtual? }.to_data_hash
  end
  dt = Process.clock_gettime(clock) - t
  best = dt if best.nil? || dt < best
end
puts best
'''


class Result:
    def __init__(self, returncode, stdout, stderr, max_rss_kb, cpu_seconds):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr
        self.max_rss_kb = max_rss_kb
        self.cpu_seconds = cpu_seconds      # user + system, None without GNU time


GNU_TIME = '/usr/bin/time'


def run_measured(cmd, **kwargs):
    """Run a command; its exit status, output, peak resident memory and CPU time.

    The peak comes from GNU time, which forks from a small process: a child
    forked from this (large) benchmark process would count our memory too.
    """
    with tempfile.NamedTemporaryFile('r', suffix='.rss') as rss:
        wrapped = cmd
        if os.path.exists(GNU_TIME):
            wrapped = [GNU_TIME, '-f', '%M %U %S', '-o', rss.name] + cmd
        proc = subprocess.run(wrapped, capture_output=True, text=True, **kwargs)
        text = rss.read().strip().splitlines()
        fields = text[-1].split() if text else []
        peak, cpu = 0, None
        if len(fields) == 3 and fields[0].isdigit():
            peak, cpu = int(fields[0]), float(fields[1]) + float(fields[2])
        return Result(proc.returncode, proc.stdout, proc.stderr, peak, cpu)


def timed(cmd, repeat, cpu=False, **kwargs):
    """The best wall (cpu: user + system) time of ``repeat`` runs, and the last run."""
    best = None
    out = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = run_measured(cmd, **kwargs)
        d = out.cpu_seconds if cpu else time.perf_counter() - t
        best = d if best is None or d < best else best
    return best, out


INPROCESS = '''
import json, sys, time
sys.path.insert(0, %r)
import lazygraph
from lazygraph.fleet.runner import Worker
facts = json.load(open(sys.argv[2]))
shared = sys.argv[4] == 'shared'
clock = time.process_time if sys.argv[5] == 'cpu' else time.perf_counter
modulepath = sys.argv[6] if len(sys.argv) > 6 else None
worker = Worker() if shared else None
caches = dict(code_cache=worker.code_cache, data_cache=worker.data_cache) if shared else {}
times = []
for _ in range(int(sys.argv[3])):
    t = clock()
    lazygraph.compile(sys.argv[1], node=%r, facts=facts, modulepath=modulepath,
                      **caches).to_data()
    if worker is not None:
        worker.node_done()
    times.append(clock() - t)
print(' '.join(repr(t) for t in times))
''' % (ROOT, NODE)


def lazygraph_inprocess(python, path, facts_path, count, modules, shared, cpu):
    """The times of ``count`` compiles of ``path`` in one ``python`` process, in order;
    shared: the compiles share a fleet worker's caches (parsed files and templates,
    Hiera data), as Puppet's compiles share their environment's parsed code."""
    run = subprocess.run([python, '-c', INPROCESS, path, facts_path, str(count),
                          'shared' if shared else 'fresh', 'cpu' if cpu else 'wall'] + modules,
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit('lazygraph in-process failed under %s: %s'
                         % (python, run.stderr[-500:]))
    return [float(t) for t in run.stdout.split()]


def interpreter_name(python):
    """`CPython 3.11.2` or `PyPy 7.3.11 (Python 3.9.16)`: what a row was timed with."""
    code = ('import platform, sys\n'
            'v = getattr(sys, "pypy_version_info", None)\n'
            'print(platform.python_implementation(), "%d.%d.%d" % tuple(v[:3]) + '
            '" (Python %s)" % platform.python_version() if v else platform.python_version())')
    out = subprocess.run([python, '-c', code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def puppet_times(path, facts_path, modules, repeat, work, cpu):
    """Puppet's whole-process time, its catalog, and its best in-process compile."""
    pp_proc, pout = timed([ORACLE, path, '--node', NODE, '--facts', facts_path] + modules,
                          repeat, cpu)
    try:
        catalog = comparable(json.loads(pout.stdout))
    except ValueError:
        catalog = None
    return pp_proc, catalog, puppet_inprocess(path, facts_path, modules, repeat, work, cpu)


def puppet_inprocess(path, facts_path, modules, repeat, work, cpu):
    """Puppet's best of ``repeat`` compiles in one Ruby process (None if it failed)."""
    script = os.path.join(work, 'inproc.rb')
    with open(script, 'w') as f:
        f.write(RUBY_INPROCESS)
    rin = subprocess.run(['ruby', script, path, facts_path, str(repeat), NODE,
                          'cpu' if cpu else 'wall'] + modules[1:],
                         capture_output=True, text=True)
    try:
        return float(rin.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def paired_rounds(python, path, facts_path, modules, repeat, inprocess, shared, cpu, work,
                  rounds):
    """``rounds`` pairs of in-process runs, Puppet's and lazygraph's back to back (the
    first of a pair alternating): each pair's ratio of best times, and their median.
    Puppet's best in-process time has varied about 2x between runs on this machine
    while lazygraph's held; a ratio taken within one pair shares its conditions."""
    ratios = []
    for i in range(rounds):
        def ours():
            return min(lazygraph_inprocess(python, path, facts_path, inprocess, modules[1:],
                                           shared, cpu))

        def theirs():
            return puppet_inprocess(path, facts_path, modules, repeat, work, cpu)
        if i % 2:
            pp, lg = theirs(), ours()
        else:
            lg, pp = ours(), theirs()
        if pp is None:
            return 'rounds: Puppet failed'
        ratios.append(pp / lg)
        print('    round %d: lazygraph best %.2fs, Puppet best %.2fs: %.1fx'
              % (i + 1, lg, pp, pp / lg))
    return 'in-process ratio over %d rounds: median %.1fx (min %.1fx, max %.1fx)' % (
        rounds, statistics.median(ratios), min(ratios), max(ratios))


def whole_compile(python, cwd, path, facts_path, out_json, modules, repeat, cpu):
    """`python -m lazygraph compile` run in ``cwd``: its best time and last run."""
    return timed([python, '-m', 'lazygraph', 'compile', path, '--node', NODE,
                  '--facts', facts_path, '-o', out_json] + modules, repeat, cpu, cwd=cwd)


def lazygraph_row(python, path, facts_path, modules, repeat, inprocess, puppet, shared, cpu,
                  installed=None):
    """One row of the table: lazygraph under ``python`` against Puppet's figures;
    installed: (python, directory to run it in) for the whole process."""
    out_json = path + '.lg.json'
    lg_proc, proc = whole_compile(*(installed or (python, ROOT)), path, facts_path, out_json,
                                  modules, repeat, cpu)
    if proc.returncode != 0:
        return 'lazygraph failed on %s: %s' % (path, proc.stderr[-500:])
    times = lazygraph_inprocess(python, path, facts_path, inprocess, modules[1:], shared, cpu)
    mb = proc.max_rss_kb / 1024   # peak memory of the whole `lazygraph compile`
    pp_proc = pp_in = None
    identical = '-'
    if puppet is not None:
        pp_proc, theirs, pp_in = puppet
        with open(out_json) as f:
            ours = comparable(json.load(f))
        identical = 'puppet failed' if theirs is None else 'yes' if theirs == ours else 'NO'

    def ratio(a, b):
        return '%.1fx' % (b / a) if a and b else '-'

    def fmt(v):
        return '%.2fs' % v if v is not None else '-'
    return '%7s %7s %6s | %7s %7s %7s %6s %6s | %6.0f %s' % (
        fmt(lg_proc), fmt(pp_proc), ratio(lg_proc, pp_proc), fmt(times[0]), fmt(min(times)),
        fmt(pp_in), ratio(times[0], pp_in), ratio(min(times), pp_in), mb, identical)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sizes', default='1000,10000,100000')
    ap.add_argument('--families', default='flat,mixed')
    ap.add_argument('--repeat', type=int, default=1,
                    help='whole-process runs (best shown) and Puppet in-process compiles')
    ap.add_argument('--inprocess', type=int, default=None,
                    help='lazygraph compiles in one process (default: --repeat; first and '
                         'best shown)')
    ap.add_argument('--python', action='append', default=None,
                    help='an interpreter to run lazygraph with (repeatable; default: this one)')
    ap.add_argument('--shared', action='store_true',
                    help="lazygraph's in-process compiles share a fleet worker's caches "
                         "(Puppet's share their environment's parsed code)")
    ap.add_argument('--cpu', action='store_true',
                    help='time CPU (user + system; in-process: the process clock) instead of '
                         'wall time, both sides: steadier on a shared machine')
    ap.add_argument('--no-puppet', action='store_true', help='time lazygraph only')
    ap.add_argument('--rounds', type=int, default=0,
                    help="after each row, this many pairs of in-process runs (Puppet's and "
                         "lazygraph's back to back) and the median of their ratios")
    ap.add_argument('--puppet-max', type=int, default=None,
                    help='run Puppet only up to this size (its collectors make the mixed '
                         'family slow to compile at 100k)')
    ap.add_argument('--here-only', action='store_true',
                    help='whole-process column with each interpreter running this tree '
                    '(no clean install)')
    args = ap.parse_args()
    have_puppet = not args.no_puppet and shutil.which('ruby') and os.path.exists(ORACLE)
    pythons = args.python or [sys.executable]
    inprocess = args.inprocess or args.repeat
    names = {}
    for python in pythons:
        names[python] = interpreter_name(python)
        print('interpreter %s: %s' % (python, names[python]))
        # Byte-compile first: an installed package has its .pyc files, and this
        # machine may run with PYTHONDONTWRITEBYTECODE.
        subprocess.run([python, '-m', 'compileall', '-q', os.path.join(ROOT, 'lazygraph')],
                       env=dict(os.environ, PYTHONDONTWRITEBYTECODE=''), check=True)
    print('lazygraph in-process: %d compiles in one process, %s; %s time' % (
        inprocess, "sharing a fleet worker's caches" if args.shared else 'each on its own',
        'CPU' if args.cpu else 'wall'))
    work = tempfile.mkdtemp(prefix='lg-bench-')
    # an installed python runs outside the tree, whose lazygraph/ `-m` would find first
    installed = {} if args.here_only else {
        python: (clean_install(python, os.path.join(work, 'venv%d' % i)), work)
        for i, python in enumerate(pythons)}
    facts_path = os.path.join(work, 'facts.json')
    with open(facts_path, 'w') as f:
        json.dump(FACTS, f)
    print('%-7s %6s %-8s | %7s %7s %6s | %7s %7s %7s %6s %6s | %6s %s' % (
        'family', 'size', 'python', 'lg proc', 'pp proc', 'ratio', 'lg 1st', 'lg best',
        'pp in', 'ratio1', 'ratio', 'lg MB', 'identical'))
    for family in args.families.split(','):
        for size in [int(s) for s in args.sizes.split(',')]:
            modulepath = None
            if family in FAMILIES:      # code shaped like a control repo (bench/families.py)
                path, modulepath, _, _ = FAMILIES[family](
                    os.path.join(work, '%s-%d' % (family, size)), size)
            else:
                text = (flat if family == 'flat' else mixed)(size)
                path = os.path.join(work, '%s-%d.pp' % (family, size))
                with open(path, 'w') as f:
                    f.write(text)
            modules = ['--modulepath', modulepath] if modulepath else []
            puppet = None
            if have_puppet and (args.puppet_max is None or size <= args.puppet_max):
                puppet = puppet_times(path, facts_path, modules, args.repeat, work, args.cpu)
            for python in pythons:
                here = None
                if python in installed:
                    # Before the row: it also fills this tree's parse cache (a clean install
                    # has its own code hash), so the in-process first compile is warm.
                    here, _ = whole_compile(python, ROOT, path, facts_path, path + '.here.json',
                                            modules, args.repeat, args.cpu)
                row = lazygraph_row(python, path, facts_path, modules, args.repeat, inprocess,
                                    puppet, args.shared, args.cpu, installed.get(python))
                print('%-7s %6d %-8s | %s' % (family, size, names[python].split()[0], row))
                if here is not None:
                    print('    %s running this tree: lg proc %.2fs (the row: a clean install)'
                          % (python, here))
                if args.rounds and puppet is not None:
                    print('    ' + paired_rounds(python, path, facts_path, modules, args.repeat,
                                                 inprocess, args.shared, args.cpu, work,
                                                 args.rounds))
                sys.stdout.flush()
    shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
