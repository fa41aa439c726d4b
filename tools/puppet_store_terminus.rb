# A Puppet::Resource terminus answering exported-resource searches from a JSON
# store as PuppetDB's terminus answers them (tools/puppet_store_compile.rb,
# bench/puppet_fleet.rb). Set LazygraphStore.data = {"nodes" => {...}} first.
require 'puppet/indirector/code'

# The store's content, shared with the terminus below (one process, one run).
module LazygraphStore
  class << self
    attr_accessor :data
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

