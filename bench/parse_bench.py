#!/usr/bin/env python3
"""Parse throughput: lazygraph's parser beside Puppet's own, in the same run.

Generates manifests of N statements (a realistic mix: classes with typed
parameters, resources, conditionals, selectors, lambdas, heredocs, strings
with interpolation), then times, on the same file:

* lazygraph: parse into the graph (in-process, tables already built), and the
  one-off cost of building the LALR tables (start-up);
* Puppet 7: ``Puppet::Pops::Parser::EvaluatingParser#parse_string``,
  in-process in Ruby (start-up excluded likewise).

Prints lines/s for both and the ratio. Needs Debian's puppet-agent for the
Puppet column (apt-get install -y puppet-agent); without it prints ours only.

    python3 bench/parse_bench.py [--sizes 1000,10000,50000] [--repeat 3]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

BLOCK = '''class app{i}::config (
  String $owner = 'root',
  Integer[1, 65535] $port = {port},
  Optional[Array[String]] $extra = undef,
) inherits app{i}::params {{
  $name_{i} = "app{i}-${{owner}}"
  $ports = [$port, $port + 1].map |$p| {{ $p * 2 }}
  if $facts['os']['family'] == 'Debian' and $port > 1024 {{
    $pkg = 'app-deb'
  }} elsif $facts['os']['family'] =~ /^RedHat/ {{
    $pkg = 'app-rpm'
  }} else {{
    $pkg = undef
  }}
  $mode = $owner ? {{ 'root' => '0644', default => '0600' }}
  file {{ "/etc/app{i}.conf":
    ensure  => file,
    owner   => $owner,
    mode    => $mode,
    content => @("EOT"),
      port=${{port}}
      name=${{name_{i}}}
      | EOT
    require => Package[$pkg],
  }}
  package {{ $pkg: ensure => installed }}
  -> service {{ "app{i}": ensure => running, enable => true }}
}}
'''


def generate(statements):
    blocks = []
    lines = 0
    i = 0
    while lines < statements:
        text = BLOCK.format(i=i, port=1000 + i % 60000)
        blocks.append(text)
        lines += text.count('\n')
        i += 1
    return ''.join(blocks)


RUBY = r'''
require 'puppet'
require 'tmpdir'
dir = Dir.mktmpdir
Puppet.initialize_settings(['--confdir', dir, '--vardir', dir, '--codedir', dir,
                            '--logdir', dir, '--rundir', dir])
parser = Puppet::Pops::Parser::EvaluatingParser.new
text = File.read(ARGV[0])
repeat = ARGV[1].to_i
parser.parse_string('$x = 1', 'warmup.pp')
best = nil
repeat.times do
  t = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  parser.parse_string(text, ARGV[0])
  d = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t
  best = d if best.nil? || d < best
end
puts best
'''


def time_lazygraph(text, repeat):
    from lazygraph.source import Source
    from lazygraph.syntax.parser import parse
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        parse(Source(text, 'bench.pp'))
        d = time.perf_counter() - t
        best = d if best is None or d < best else best
    return best


def startup_cost():
    code = ('import time; t=time.perf_counter(); import lazygraph.syntax.parser as P; '
            'P.parse("$x = 1"); print(time.perf_counter()-t)')
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, cwd=ROOT)
    return float(out.stdout.strip())


def time_puppet(path, repeat):
    if shutil.which('ruby') is None:
        return None
    with tempfile.NamedTemporaryFile('w', suffix='.rb', delete=False) as f:
        f.write(RUBY)
        script = f.name
    try:
        proc = subprocess.run(['ruby', script, path, str(repeat)], capture_output=True,
                              text=True)
        if proc.returncode != 0:
            print('puppet parser unavailable: %s' % proc.stderr.strip()[-200:], file=sys.stderr)
            return None
        return float(proc.stdout.strip().splitlines()[-1])
    finally:
        os.unlink(script)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sizes', default='1000,10000,50000')
    ap.add_argument('--repeat', type=int, default=3)
    ap.add_argument('--json', action='store_true')
    args = ap.parse_args()
    sys.setrecursionlimit(100000)
    from lazygraph.deep import run_deep
    rows = []
    print('parser start-up (import + LALR tables + first parse): %.3f s' % startup_cost())
    print('%8s %12s %12s %14s %14s %7s' % ('lines', 'lazygraph s', 'puppet s', 'lazygraph l/s',
                                           'puppet l/s', 'ratio'))
    for size in [int(s) for s in args.sizes.split(',')]:
        text = generate(size)
        lines = text.count('\n')
        with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
            f.write(text)
            path = f.name
        try:
            ours = run_deep(time_lazygraph, text, args.repeat)
            theirs = time_puppet(path, args.repeat)
        finally:
            os.unlink(path)
        ratio = theirs / ours if theirs else None
        rows.append({'lines': lines, 'lazygraph_s': ours, 'puppet_s': theirs, 'ratio': ratio})
        print('%8d %12.3f %12s %14.0f %14s %7s' % (
            lines, ours, '%.3f' % theirs if theirs else '-', lines / ours,
            '%.0f' % (lines / theirs) if theirs else '-', '%.2fx' % ratio if ratio else '-'))
    if args.json:
        print(json.dumps(rows))


if __name__ == '__main__':
    main()
