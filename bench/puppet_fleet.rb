#!/usr/bin/env ruby
# Puppet 7 compiling a fleet in one warm Ruby process, beside an exported-resource
# store answered as PuppetDB answers (tools/puppet_store_terminus.rb): the
# baseline of bench/fleet_bench.py.
#
#   puppet_fleet.rb ENVDIR FACTSDIR [--out DIR] [--store FILE] [--limit N]
#
# Nodes are compiled in name order, except that nodes whose name starts with
# 'lb' come last (they collect what the others export, as a converged fleet
# has it). Prints JSON: nodes, failures, start-up and compile seconds, per-node
# seconds (min/median/max).
require 'optparse'
require 'json'

opts = { out: nil, store: nil, limit: nil }
OptionParser.new do |o|
  o.on('--out DIR') { |v| opts[:out] = v }
  o.on('--store FILE') { |v| opts[:store] = v }
  o.on('--limit N', Integer) { |v| opts[:limit] = v }
end.parse!
envdir, factsdir = ARGV.map { |p| File.expand_path(p) }
abort('usage: puppet_fleet.rb ENVDIR FACTSDIR [--out DIR]') unless envdir && factsdir

started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
require 'puppet'
require_relative '../tools/puppet_store_terminus'
LazygraphStore.start_puppet({ 'nodes' => {} })
Puppet[:environmentpath] = File.dirname(envdir)
loader = Puppet::Environments::Directories.new(File.dirname(envdir), [])
env = Puppet.override(environments: loader) { loader.get!(File.basename(envdir)) }
Dir.mkdir(opts[:out]) if opts[:out] && !Dir.exist?(opts[:out])

names = Dir.children(factsdir).select { |f| f.end_with?('.json') }.map { |f| f[0..-6] }.sort
names = names.reject { |n| n.start_with?('lb') } + names.select { |n| n.start_with?('lb') }
names = names.first(opts[:limit]) if opts[:limit]
loaded = Process.clock_gettime(Process::CLOCK_MONOTONIC)
times = []
cpu = 0.0
failures = {}
names.each do |name|
  facts = JSON.parse(File.read(File.join(factsdir, "#{name}.json")))
  t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  c0 = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
  begin
    out = LazygraphStore.compile(name, facts, env, loader)
  rescue Puppet::Error, StandardError => e
    failures[name] = e.message
    out = { 'error' => e.message }
  end
  times << Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
  cpu += Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - c0
  File.write(File.join(opts[:out], "#{name}.json"), JSON.generate(out)) if opts[:out]
end
File.write(opts[:store], JSON.generate(LazygraphStore.data)) if opts[:store]
sorted = times.sort
puts JSON.pretty_generate(
  'nodes' => names.size, 'failed' => failures.size, 'failures' => failures.first(5).to_h,
  'startup_seconds' => (loaded - started).round(3), 'compile_seconds' => times.sum.round(3),
  'compile_cpu_seconds' => cpu.round(3),
  'seconds_per_node' => { 'min' => sorted.first&.round(4),
                          'median' => sorted[sorted.size / 2]&.round(4),
                          'max' => sorted.last&.round(4) },
  'peak_rss_mb' => (File.read('/proc/self/status')[/VmHWM:\s+(\d+)/, 1].to_i / 1024.0).round(1))
