# lazygraph's Ruby helper: calls a module's Ruby functions for one compile session.
#
# Started by lazygraph/functions/ruby_bridge.py with Puppet's Ruby. It speaks JSON
# lines: one request on stdin, one answer on stdout. The first request is
#   {"op": "init", "modulepath": [...], "node": NAME, "facts": {...}, "environment": NAME,
#    "strict_variables": BOOL}
# then any number of
#   {"op": "call", "name": NAME, "args": [VALUE, ...]}
# each answered {"value": VALUE, "messages": [...]} or {"error": TEXT, "messages": [...]}.
# Values that JSON has no form for are tagged objects {"$lg": KIND, ...}: "hash"
# (pairs, any keys), "default", "sensitive", "regexp", "type" (Puppet's type text),
# "lambda" (a lambda of the manifest: an id and its arity).
# While a call runs, the helper may ask back {"callback": "lambda", "id": N, "args": [...]}
# or {"callback": "variables"} (the variables the call sees, for a template's @x)
# or {"callback": "object", "id": N, "method": NAME, "args": [...]} (a method of an object
# lazygraph passed: a Hiera backend's Puppet::LookupContext interpolating)
# or {"callback": "function", "name": NAME, "args": [...]} (a function Puppet does not
# know here: one of the main manifest's) or {"callback": "variable", "name": NAME,
# "relative": BOOL} (a variable, seen from the call for a legacy function, from the
# top scope otherwise); lazygraph answers {"value": ...}, {"unknown": true} or
# {"error": ...}, and may itself send calls before answering. End of input ends it.

# The protocol owns the real stdout; anything a function prints goes to stderr.
PROTOCOL = $stdout.dup
PROTOCOL.sync = true
$stdout.reopen($stderr)

require 'json'
require 'tmpdir'

def answer(data)
  PROTOCOL.write(JSON.generate(data) + "\n")
end

# Requests and answers on stdin/stdout, re-entrant: while waiting for the answer to a
# callback, calls from lazygraph are served (a lambda may call a Ruby function).
module LazygraphChannel
  class << self
    attr_accessor :session
  end

  def self.serve
    while (line = $stdin.gets)
      request = JSON.parse(line)
      raise ArgumentError, "unexpected answer from lazygraph: #{line[0, 100]}" unless request['op']
      handle(request)
    end
  end

  def self.handle(request)
    if request['op'] == 'init'
      self.session = LazygraphSession.new(request)
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

  # Ask lazygraph to run something of the manifest; its value, or a Puppet::Error.
  def self.callback(request)
    answer(request.merge('messages' => session.messages))
    while (line = $stdin.gets)
      reply = JSON.parse(line)
      if reply['op']
        handle(reply)
      elsif reply['unknown']
        raise LazygraphUnknown
      elsif reply.key?('error')
        raise Puppet::Error, reply['error']
      else
        return LazygraphValues.from_json(reply['value'])
      end
    end
    exit 0 # lazygraph went away
  end
end

# lazygraph does not know the function (or variable) either.
class LazygraphUnknown < StandardError; end

# The helper's top scope, where functions run. Variables are lazygraph's: the
# manifest's top scope (facts included) and, for a legacy function, the scope of
# the call. What lazygraph does not have (trusted, server_facts) comes from the
# helper's own top scope. A legacy function's call_function reaches the main
# manifest's functions as a modern function's does.
module LazygraphTopScope
  def lookupvar(name, options = {})
    LazygraphChannel.callback('callback' => 'variable', 'name' => name,
                              'relative' => LazygraphChannel.session.legacy_call)
  rescue LazygraphUnknown
    super
  end

  # What a template's @variables come from (Puppet's TemplateWrapper): the
  # variables the calling code sees, as lazygraph has them.
  def to_hash(recursive = true, include_undef = false)
    return super unless LazygraphChannel.session.legacy_call

    LazygraphChannel.callback('callback' => 'variables')
  rescue LazygraphUnknown
    super
  end

  def call_function(function_name, args, &block)
    super
  rescue ArgumentError => e
    raise if block || !e.message.include?("Unknown function '#{function_name}'")
    begin
      LazygraphChannel.callback('callback' => 'function', 'name' => function_name,
                                'args' => args.map { |a| LazygraphValues.to_json(a) })
    rescue LazygraphUnknown
      raise e
    end
  end
end

# A function Puppet cannot find here may be one of the main manifest's: ask lazygraph.
# Data lookups are lazygraph's first (its Hiera settings, not the helper's empty ones);
# Puppet's own only if lazygraph has none.
module LazygraphCallbackFunctions
  LOOKUPS = %w[lookup hiera hiera_array hiera_hash].freeze

  # A function written in the Puppet language runs in lazygraph's compile, as it
  # does in Puppet's: its include, resources and variables are the catalog's (the
  # helper has no compile: postgresql::postgresql_password calls postgresql::default,
  # which includes a class).
  def self.puppet_language?(loader, function_name)
    loader && loader.load(:function, function_name).is_a?(Puppet::Functions::PuppetFunction)
  rescue StandardError
    false
  end

  def internal_call_function(scope, function_name, args, &block)
    if !block && (LOOKUPS.include?(function_name) ||
                  LazygraphCallbackFunctions.puppet_language?(loader, function_name))
      begin
        return LazygraphChannel.callback('callback' => 'function', 'name' => function_name,
                                         'args' => args.map { |a| LazygraphValues.to_json(a) })
      rescue LazygraphUnknown
        nil
      end
    end
    super
  rescue ArgumentError => e
    raise if block || !e.message.include?("Unknown function: '#{function_name}'")
    begin
      LazygraphChannel.callback('callback' => 'function', 'name' => function_name,
                                'args' => args.map { |a| LazygraphValues.to_json(a) })
    rescue LazygraphUnknown
      raise e
    end
  end
end

begin
  require 'puppet'
rescue LoadError => e
  answer('fatal' => "Ruby cannot load Puppet (#{e.message})")
  exit 3
end

Puppet::Pops::Functions::Function.prepend(LazygraphCallbackFunctions)

# The helper's catalog is empty and is not lazygraph's. Inside a call, `resources`
# and `resource(type, title)` read lazygraph's catalog as declared so far (through a
# callback: puppet_agent's any_resources_of_type); anything else that looks at it
# (vertices, edges, classes...) would get wrong answers, so it fails.
module LazygraphCatalogGuard
  def resources
    return super unless LazygraphChannel.session && LazygraphChannel.session.in_call

    LazygraphChannel.callback('callback' => 'resources').map do |type, title, params|
      resource = Puppet::Resource.new(type, title, parameters: params)
      # the title as the catalog has it (Resource.new would make Class[main] Main)
      resource.instance_variable_set(:@title, title)
      resource
    end
  end

  def resource(type, title = nil)
    return super unless LazygraphChannel.session && LazygraphChannel.session.in_call

    wanted = title.nil? ? Puppet::Resource.new(type) : Puppet::Resource.new(type, title)
    resources.find { |r| r.ref == wanted.ref }
  end

  %i[resource_refs resource_keys classes vertices edges].each do |method|
    define_method(method) do |*args, &block|
      caller_name = LazygraphChannel.session && LazygraphChannel.session.in_call
      if caller_name
        raise Puppet::Error, "the Ruby function '#{caller_name}' uses the catalog " \
                             "(catalog.#{method}); lazygraph's catalog is not visible to " \
                             'Ruby functions'
      end
      super(*args, &block)
    end
  end
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
    when 'lambda'
      closure(value['id'], value['required'], value['maximum'])
    when 'lookup_context'
      LazygraphLookupContext.new(value)
    else
      raise ArgumentError, "unknown value tag #{value['$lg'].inspect}"
    end
  end

  NO_ARGUMENT = Object.new.freeze

  # A Ruby lambda of the manifest lambda's arity (Puppet's dispatch checks a block's
  # Callable type against it), calling back into lazygraph.
  def self.closure(id, required, maximum)
    names = (0...(maximum || required)).map { |i| "a#{i}" }
    params = names.each_with_index.map { |n, i| i < required ? n : "#{n} = NO_ARGUMENT" }
    params << '*rest' if maximum.nil?
    given = "[#{names.join(', ')}]#{maximum.nil? ? ' + rest' : ''}"
    eval(<<-RUBY, binding, __FILE__, __LINE__ + 1) # rubocop:disable Security/Eval
      lambda do |#{params.join(', ')}|
        args = #{given}.reject { |a| NO_ARGUMENT.equal?(a) }
        LazygraphChannel.callback('callback' => 'lambda', 'id' => id,
                                  'args' => args.map { |a| LazygraphValues.to_json(a) })
      end
    RUBY
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

# The Puppet::LookupContext a Hiera backend written in Ruby gets: Puppet's own, with
# the cache of its hierarchy entry and location kept here for the session (lazygraph
# names it by a number), explain texts and not_found returned with the answer, and
# interpolation done by lazygraph (its Hiera, its scope).
class LazygraphLookupContext < Puppet::Pops::Lookup::Context
  def self.function_contexts
    @function_contexts ||= {}
  end

  # The Pcore type (Puppet::LookupContext) is Context's, set on that class alone.
  def self._pcore_type
    Puppet::Pops::Lookup::Context._pcore_type
  end

  attr_reader :texts

  def initialize(form)
    @lazygraph_id = form['id']
    @explaining = form['explain']
    @texts = []
    env = Puppet.lookup(:current_environment)
    function_context = self.class.function_contexts[form['context']] ||=
      Puppet::Pops::Lookup::FunctionContext.new(
        Puppet::Pops::Lookup::EnvironmentContext.adapt(env), form['module'], nil
      )
    super(function_context, nil)
  end

  def environment_name
    super.to_s
  end

  def explain
    @texts << yield.to_s if @explaining
    nil
  end

  def interpolate(value)
    LazygraphChannel.callback('callback' => 'object', 'id' => @lazygraph_id,
                              'method' => 'interpolate',
                              'args' => [LazygraphValues.to_json(value)])
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
    Puppet[:strict_variables] = request['strict_variables'] ? true : false
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
    # As for code at top level (the scope names itself in some of Puppet's messages).
    @scope.resource = Puppet::Parser::Resource.new('class', :main, scope: @scope)
    @loader = @compiler.loaders.private_environment_loader
    @functions = {}
    @catalog_size = @compiler.catalog.resources.size
    @scope.singleton_class.prepend(LazygraphTopScope)
    @compiler.catalog.singleton_class.prepend(LazygraphCatalogGuard)
    @legacy_call = false
    @in_call = nil
  end

  attr_reader :legacy_call, :in_call

  # As Scope#call_function does (Runtime3Support#external_call_function), with the
  # loaded function kept: that path builds a new evaluator on every call.
  def call(request)
    name = request['name']
    args = LazygraphValues.from_json(request['args'])
    block = request['block'] && LazygraphValues.from_json(request['block'])
    function = @functions.fetch(name) { @functions[name] = @loader.load(:function, name) }
    outer = [@legacy_call, @in_call]
    @legacy_call = function.nil? || function.is_a?(Puppet::Functions::Function3x)
    @in_call ||= name
    not_found = true
    begin
      # A Hiera backend's context.not_found throws :no_such_key out of the function.
      value = catch(:no_such_key) do
        found = function ? function.call(@scope, *args, &block) : @scope.call_function(name, args, &block)
        not_found = false
        found
      end
    ensure
      @legacy_call, @in_call = outer
    end
    check_catalog_unchanged(name) unless @in_call # once, after the outermost call
    contexts = args.grep(LazygraphLookupContext)
    return { 'value' => LazygraphValues.to_json(value) } if contexts.empty?

    texts = contexts.flat_map(&:texts)
    return { 'not_found' => true, 'texts' => texts } if not_found

    { 'value' => LazygraphValues.to_json(value), 'texts' => texts }
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

LazygraphChannel.serve
