# A Puppet::Resource terminus answering exported-resource searches from a JSON
# store as PuppetDB's terminus answers them, and the compile beside it that
# tools/puppet_store_compile.rb and bench/puppet_fleet.rb share: call
# LazygraphStore.start_puppet(data) once, then LazygraphStore.compile per node.
require 'puppet/indirector/code'
require 'tmpdir'

# The store's content, shared with the terminus below (one process, one run).
module LazygraphStore
  class << self
    attr_accessor :data
  end

  # Puppet in a scratch directory, with storeconfigs answered from ``data``
  # ({"nodes" => {CERTNAME => {"deactivated" => bool, "resources" => [...]}}}).
  def self.start_puppet(data)
    work = Dir.mktmpdir('puppet-store')
    Puppet.initialize_settings(['--confdir', "#{work}/conf", '--vardir', "#{work}/var",
                                '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                                '--rundir', "#{work}/run"])
    Puppet[:strict_variables] = false
    Puppet[:storeconfigs] = true
    Puppet::Resource.indirection.terminus_class = :lazygraph_store
    Puppet::Resource::Catalog.indirection.cache_class = nil
    Puppet::Node::Facts.indirection.cache_class = nil
    self.data = data
    data['nodes'] ||= {}
  end

  # One node's catalog as an agent receives it; its exports replace its earlier
  # ones in the store, as when PuppetDB receives a catalog.
  def self.compile(name, facts, env, loader)
    catalog = Puppet.override(environments: loader, current_environment: env) do
      node_facts = Puppet::Node::Facts.new(name, facts)
      node = Puppet::Node.new(name, facts: node_facts, environment: env)
      node.merge(node_facts.values)
      Puppet::Parser::Compiler.new(node).compile
    end
    exports = catalog.to_data_hash['resources'].select { |r| r['exported'] }
    data['nodes'][name] = { 'deactivated' => false, 'resources' => exports }
    catalog.filter { |r| r.virtual? }.to_data_hash
  end

  # PuppetDB's reading of a collector query (its build_expression) on stored data;
  # the compiler gives it in infix form: [left, 'and'|'or', right], [field, '=='|'!=', v].
  def self.matches?(resource, query)
    return true if query.nil?
    left, op, right = query
    case op
    when 'and' then matches?(resource, left) && matches?(resource, right)
    when 'or' then matches?(resource, left) || matches?(resource, right)
    when '==' then equal?(resource, left, right)
    when '!=' then !equal?(resource, left, right)
    else raise Puppet::Error, "store: query operator #{op} not supported"
    end
  end

  def self.equal?(resource, field, value)
    case field
    when 'tag' then (resource['tags'] || []).include?(value.to_s.downcase)
    when 'title' then resource['title'] == value
    else
      actual = (resource['parameters'] || {})[field]
      actual.is_a?(Array) ? actual.include?(value) : actual == value
    end
  end
end

class Puppet::Resource::LazygraphStore < Puppet::Indirector::Code
  desc 'Exported resources from a JSON file, answered as PuppetDB answers.'

  def search(request)
    type = request.key
    host = request.options[:host]
    scope = request.options[:scope]
    found = []
    LazygraphStore.data['nodes'].sort.each do |certname, entry|
      next if certname == host || entry['deactivated']
      entry['resources'].each do |res|
        next unless res['type'] == type && res['exported']
        next unless LazygraphStore.matches?(res, request.options[:filter])
        params = (res['parameters'] || {}).map do |name, value|
          Puppet::Parser::Resource::Param.new(name: name, value: value, source: scope.source)
        end
        result = Puppet::Parser::Resource.new(res['type'], res['title'],
                                              parameters: params, scope: scope)
        result.collector_id = "#{certname}|#{res['type']}|#{res['title']}"
        found << result
      end
    end
    found
  end
end

