# A legacy function calling another in the 3.x method form, function_NAME(args).
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy_method, :type => :rvalue, :arity => 2) do |args|
    send("function_#{args[0]}", args[1])
  end
end
