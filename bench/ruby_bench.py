#!/usr/bin/env python3
"""What calling Ruby functions through the helper costs (--ruby).

Times, in one process: the helper's start-up (Ruby loading Puppet, setting up the
environment, node and compiler: from the first call's request to its answer),
then N calls of a small modern-API function (lgrb::double, tests/conformance/ruby)
and of a legacy one (lgrb_legacy), per call, against the same N calls of a
lazygraph builtin (abs) and against Puppet calling the function in-process
(Ruby alone, the function loaded once as the helper does, no pipe: what the
call itself costs in Puppet). The difference is the price of the pipe and JSON.

    python3 bench/ruby_bench.py [--calls N] [--repeat R]
"""
import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import lazygraph  # noqa: E402
from lazygraph.functions.ruby_bridge import find_ruby  # noqa: E402

MODULES = os.path.join(ROOT, 'tests', 'conformance', 'ruby', 'modules')
FACTS = {'hostname': 'bench', 'fqdn': 'bench.example.com', 'osfamily': 'Debian'}

RUBY_IN_PROCESS = r'''
require 'puppet'
require 'tmpdir'
require 'json'
work = Dir.mktmpdir
Puppet.initialize_settings(['--confdir', work, '--vardir', work, '--codedir', work])
env = Puppet::Node::Environment.create(:production, [ARGV[0]])
Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
  node = Puppet::Node.new('bench', environment: env)
  compiler = Puppet::Parser::Compiler.new(node)
  Puppet.override(compiler.context_overrides) do
    scope = compiler.topscope
    loader = compiler.loaders.private_environment_loader
    out = {}
    [['lgrb::double', ->(i) { [i] }], ['lgrb_legacy', ->(i) { ["x#{i}"] }]].each do |name, args|
      n = ARGV[1].to_i
      function = loader.load(:function, name)   # as the helper calls it
      t = Process.clock_gettime(Process::CLOCK_MONOTONIC)
      n.times { |i| function.call(scope, *args.call(i)) }
      out[name] = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - t) / n
    end
    puts JSON.generate(out)
  end
end
'''


def time_calls(call_text, n, ruby):
    text = '[%s]' % ', '.join(call_text % i for i in range(n))
    program = lazygraph.load_program(text, facts=FACTS, modulepath=MODULES, ruby=ruby)
    runtime = program.runtime()
    started = time.perf_counter()
    try:
        lazygraph.resolve(program)
    finally:
        runtime.close()
    total = time.perf_counter() - started
    startup = getattr(runtime.ruby, 'startup_seconds', 0.0) if runtime.ruby else 0.0
    return startup, (total - startup) / n


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--calls', type=int, default=2000)
    parser.add_argument('--repeat', type=int, default=3)
    args = parser.parse_args()
    n = args.calls
    rows = []
    best = {}
    for _ in range(args.repeat):
        for label, text, ruby in (('lgrb::double (modern API)', 'lgrb::double(%d)', True),
                                  ('lgrb_legacy (legacy API)', "lgrb_legacy('x%d')", True),
                                  ('abs (lazygraph builtin)', 'abs(%d)', False)):
            startup, per_call = time_calls(text, n, ruby)
            old = best.get(label)
            if old is None or per_call < old[1]:
                best[label] = (startup if ruby else None, per_call)
    started = time.perf_counter()
    subprocess.run([find_ruby(), '-e', "require 'puppet'"], check=True)
    require_puppet = time.perf_counter() - started
    out = subprocess.run([find_ruby(), '-e', RUBY_IN_PROCESS, MODULES, str(n)],
                         capture_output=True, text=True, check=True)
    in_ruby = json.loads(out.stdout.strip().splitlines()[-1])
    in_ruby = {'lgrb::double (modern API)': in_ruby['lgrb::double'],
               'lgrb_legacy (legacy API)': in_ruby['lgrb_legacy']}
    print('%d calls, best of %d; `ruby -e "require \'puppet\'"` alone: %.2f s\n'
          % (n, args.repeat, require_puppet))
    print('| function | helper start-up | per call through lazygraph | per call in Puppet '
          '(Ruby, in-process) |')
    print('| --- | --- | --- | --- |')
    for label, (startup, per_call) in best.items():
        rows.append('| %s | %s | %.1f µs | %s |' % (
            label, '%.2f s' % startup if startup is not None else '',
            per_call * 1e6, '%.1f µs' % (in_ruby[label] * 1e6) if label in in_ruby else ''))
    print('\n'.join(rows))


if __name__ == '__main__':
    main()
