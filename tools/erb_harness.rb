# Renders ERB cases the way Puppet 7's Puppet::Parser::TemplateWrapper does,
# with Ruby's own ERB (trim_mode '-'), for tools/regen_erb.py.
# Reads a JSON array of {"template", "vars"} on stdin, prints a JSON array of
# {"output"} or {"error" => Ruby class, "message"}.
require 'erb'
require 'json'
require 'yaml'   # Puppet has loaded yaml, json and set before any template runs
require 'set'

# Deterministic stand-ins for Puppet functions; tests/test_erb_conformance.py
# implements the same ones.
FUNCTIONS = {
  'fake_upper' => ->(args) { args[0].to_s.upcase },
  'fake_join' => ->(args) { args.map(&:to_s).join('-') },
  'fake_count' => ->(args) { args.length },
  'fake_nil' => ->(args) { nil },
  'fake_list' => ->(args) { ['x', 1, nil] },
}

def puppet_value(v)
  case v
  when String then v.dup.freeze       # Puppet's literal strings are frozen
  when Array then v.map { |x| puppet_value(x) }
  when Hash then v.each_with_object({}) { |(k, x), h| h[puppet_value(k)] = puppet_value(x) }
  else v
  end
end

class FakeScope
  def initialize(vars)
    @vars = vars
  end

  def lookupvar(name, options = {})
    unless name.is_a? String
      raise ArgumentError, "Scope variable name #{name.inspect} is a #{name.class}, not a string"
    end
    @vars[name.start_with?('::') ? name[2..-1] : name]
  end

  def [](name, options = {})
    lookupvar(name, options)
  end

  def include?(name)
    !self[name].nil?
  end

  def exist?(name)
    @vars.key?(name)
  end

  # Puppet's external_call_function calls func.call(scope, *args).
  def call_function(name, args)
    splatted = [*args]
    FUNCTIONS.fetch(name).call(splatted)
  end

  def to_hash
    @vars.reject { |_, v| v.nil? }
  end

  def method_missing(name, *args)
    if name.to_s =~ /\Afunction_(.*)\z/ && FUNCTIONS.key?($1)
      FUNCTIONS[$1].call(args[0])
    else
      super
    end
  end

  def respond_to_missing?(name, priv = false)
    name.to_s.start_with?('function_') || super
  end
end

class Wrapper
  def initialize(vars, file)
    @__scope__ = FakeScope.new(vars)
    @__file__ = file
    vars.each do |name, value|
      next if value.nil?
      instance_variable_set("@#{name.gsub(/[^\w]/, '_')}", value)
    end
  end

  def scope
    @__scope__
  end

  def file
    @__file__
  end

  def has_variable?(name)
    scope.include?(name.to_s)
  end

  def result(string)
    template = ERB.new(string, trim_mode: '-')
    template.filename = @__file__
    template.result(binding)
  end
end

WRAPPER_METHODS = Wrapper.instance_methods(false)
cases = JSON.parse($stdin.read)
results = cases.map do |c|
  vars = puppet_value(c['vars'] || {})
  begin
    out = Wrapper.new(vars, 'case.erb').result(c['template'])
    if out.is_a?(String)
      { 'output' => out }
    else
      { 'error' => 'NotAString', 'message' => out.inspect }
    end
  rescue Exception => e
    { 'error' => e.class.name, 'message' => e.message.lines.first.to_s.strip }
  ensure
    # a `def` in a template defines a Wrapper method: it must not reach the
    # next case (in Puppet it reaches the templates rendered after it)
    (Wrapper.instance_methods(false) - WRAPPER_METHODS).each { |m| Wrapper.send(:remove_method, m) }
  end
end
puts JSON.generate(results)
