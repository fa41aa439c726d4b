#!/usr/bin/env ruby
# Puppet 7 compiling with an exported-resource store, as it does beside PuppetDB:
# the oracle for lazygraph's store (tests/conformance/exports, bench/).
#
#   puppet_store_compile.rb MANIFEST.pp --store STORE.json --node N [--node N ...]
#                           [--facts-dir DIR] [--modulepath DIR]
#
# Compiles the nodes in the order given. Each compile collects (<<| |>>) from the
# store the exports of the other active nodes, as PuppetDB's resource terminus
# answers (type, exported, not this node, the collector's query), then replaces
# its own exports in the store, as PuppetDB does when a catalog is submitted.
# Prints {"NODE": catalog or {"error": ...}, ...} in compile order.
#
# STORE.json: {"nodes": {"CERTNAME": {"deactivated": false, "resources": [catalog
# resources with exported: true]}}}; it is read at start and written at the end.
require 'optparse'
require 'json'

opts = { nodes: [], store: nil, facts_dir: nil, modulepath: nil }
OptionParser.new do |o|
  o.on('--node NAME') { |v| opts[:nodes] << v }
  o.on('--store FILE') { |v| opts[:store] = v }
  o.on('--facts-dir DIR') { |v| opts[:facts_dir] = v }
  o.on('--modulepath PATH') { |v| opts[:modulepath] = v }
end.parse!
manifest = ARGV[0] or abort('usage: puppet_store_compile.rb MANIFEST.pp --store F --node N...')

require 'puppet'

require_relative 'puppet_store_terminus'

LazygraphStore.start_puppet(File.exist?(opts[:store]) ? JSON.parse(File.read(opts[:store])) : {})
modulepath = (opts[:modulepath] || '').split(':').reject(&:empty?).map { |p| File.expand_path(p) }
env = Puppet::Node::Environment.create(:production, modulepath, File.expand_path(manifest))
loader = Puppet::Environments::Static.new(env)
out = {}
opts[:nodes].each do |name|
  facts = { 'hostname' => name.split('.').first, 'fqdn' => name }
  path = opts[:facts_dir] && File.join(opts[:facts_dir], "#{name}.json")
  facts = JSON.parse(File.read(path)) if path && File.exist?(path)
  begin
    out[name] = LazygraphStore.compile(name, facts, env, loader)
  rescue Puppet::Error, StandardError => e
    out[name] = { 'error' => e.message, 'class' => e.class.name }
  end
end
File.write(opts[:store], JSON.pretty_generate(LazygraphStore.data))
puts JSON.pretty_generate(out)
