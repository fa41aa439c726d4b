# A legacy function calling another function by name through its scope.
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy_call, :type => :rvalue, :arity => 2) do |args|
    call_function(args[0], args[1])
  end
end
