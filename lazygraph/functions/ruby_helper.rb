# lazygraph's Ruby helper: calls a module's Ruby functions for one compile session.
#
# Started by lazygraph/functions/ruby_bridge.py with Puppet's Ruby. It speaks JSON
# lines: one request on stdin, one answer on stdout. The first request is
#   {"op": "init", "modulepath": [...], "node": NAME, "facts": {...}, "environment": NAME}
# then any number of
#   {"op": "call", "name": NAME, "args": [VALUE, ...]}
# each answered {"value": VALUE, "messages": [...]} or {"error": TEXT, "messages": [...]}.
# Values that JSON has no form for are tagged objects {"$lg": KIND, ...}: "hash"
# (pairs, any keys), "default", "sensitive", "regexp", "type" (Puppet's type text).
# End of input ends the helper.

# The protocol owns the real stdout; anything a function prints goes to stderr.
PROTOCOL = $stdout.dup
PROTOCOL.sync = true
$stdout.reopen($stderr)

require 'json'
require 'tmpdir'

def answer(data)
  PROTOCOL.write(JSON.generate(data) + "\n")
end

begin
  require 'puppet'
rescue LoadError => e
  answer('fatal' => "Ruby cannot load Puppet (#{e.message})")
  exit 3
end

module Puppet::Test
  # Puppet's :array log destination matches this class name.
  class LogCollector
    def initialize(messages)
      @messages = messages
    end

    def <<(value)
      @messages << value
    end
  end
end

# Conversions between the JSON protocol and Puppet's Ruby values.
module LazygraphValues
  Types = Puppet::Pops::Types

  def self.from_json(value)
    case value
    when Array
      value.map { |v| from_json(v) }
    when Hash
      tagged(value)
    else
      value
    end
  end

  def self.tagged(value)
    case value['$lg']
    when 'hash'
      value['pairs'].each_with_object({}) { |(k, v), h| h[from_json(k)] = from_json(v) }
    when 'default'
      :default
    when 'sensitive'
      Types::PSensitiveType::Sensitive.new(from_json(value['value']))
    when 'regexp'
      Regexp.new(value['source'])
    when 'type'
      Types::TypeParser.singleton.parse(value['text'])
    else
      raise ArgumentError, "unknown value tag #{value['$lg'].inspect}"
    end
  end

  def self.to_json(value)
    case value
    when nil, :undef
      nil
    when true, false, Integer, String
      value
    when Float
      raise ArgumentError, "the Float #{value} has no JSON form" unless value.finite?
      value
    when :default
      { '$lg' => 'default' }
    when Symbol
      value.to_s
    when Array
      value.map { |v| to_json(v) }
    when Hash
      { '$lg' => 'hash', 'pairs' => value.map { |k, v| [to_json(k), to_json(v)] } }
    when Types::PSensitiveType::Sensitive
      { '$lg' => 'sensitive', 'value' => to_json(value.unwrap) }
    when Regexp
      { '$lg' => 'regexp', 'source' => value.source }
    when Types::PAnyType
      { '$lg' => 'type', 'text' => value.to_s }
    when Puppet::Resource
      { '$lg' => 'type', 'text' => Types::TypeFactory.resource(value.type, value.title).to_s }
    else
      raise ArgumentError, "a value of Ruby class #{value.class} cannot be returned to lazygraph"
    end
  end
end

# One compile session: an environment on the modulepath, a node with its facts,
# and a compiler whose top scope functions run in (what lookupvar sees).
class LazygraphSession
  def initialize(request)
    work = Dir.mktmpdir('lazygraph-ruby')
    at_exit { FileUtils.remove_entry(work) if File.directory?(work) }
    Puppet.initialize_settings(['--confdir', "#{work}/conf", '--vardir', "#{work}/var",
                                '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                                '--rundir', "#{work}/run"])
    Puppet[:strict_variables] = false
    @messages = []
    Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(@messages))
    Puppet::Util::Log.level = :info
    env = Puppet::Node::Environment.create((request['environment'] || 'production').to_sym,
                                           request['modulepath'] || [])
    Puppet.push_context({ environments: Puppet::Environments::Static.new(env),
                          current_environment: env }, 'lazygraph session')
    facts = Puppet::Node::Facts.new(request['node'], request['facts'] || {})
    node = Puppet::Node.new(request['node'], facts: facts, environment: env)
    node.merge(facts.values)
    @compiler = Puppet::Parser::Compiler.new(node)
    Puppet.push_context(@compiler.context_overrides, 'lazygraph compiler')
    @compiler.send(:set_node_parameters)
    @scope = @compiler.topscope
    @loader = @compiler.loaders.private_environment_loader
    @functions = {}
    @catalog_size = @compiler.catalog.resources.size
  end

  # As Scope#call_function does (Runtime3Support#external_call_function), with the
  # loaded function kept: that path builds a new evaluator on every call.
  def call(request)
    name = request['name']
    args = LazygraphValues.from_json(request['args'])
    function = @functions.fetch(name) { @functions[name] = @loader.load(:function, name) }
    value = function ? function.call(@scope, *args) : @scope.call_function(name, args)
    check_catalog_unchanged(name)
    { 'value' => LazygraphValues.to_json(value) }
  end

  # The helper's catalog is not lazygraph's: what a function adds to it would be lost.
  def check_catalog_unchanged(name)
    resources = @compiler.catalog.resources
    return if resources.size == @catalog_size
    added = resources.drop(@catalog_size).map(&:ref)
    added.each { |ref| @compiler.catalog.remove_resource(@compiler.catalog.resource(ref)) }
    raise Puppet::Error, "the Ruby function '#{name}' added #{added.first(3).join(', ')}" \
                         "#{added.size > 3 ? ', ...' : ''} to the catalog; lazygraph cannot " \
                         'take catalog changes from Ruby functions'
  end

  def messages
    taken = @messages.map { |m| { 'level' => m.level.to_s, 'text' => m.message.to_s } }
    @messages.clear
    taken
  end
end

session = nil
$stdin.each_line do |line|
  begin
    request = JSON.parse(line)
    if request['op'] == 'init'
      session = LazygraphSession.new(request)
      answer('value' => Puppet.version, 'messages' => session.messages)
    else
      result = session.call(request)
      answer(result.merge('messages' => session.messages))
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    raise if e.is_a?(SystemExit) || e.is_a?(Interrupt)
    answer('error' => e.message, 'class' => e.class.name,
           'messages' => session ? session.messages : [])
  end
end
