# A legacy function that rejects its argument.
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy_fail, :type => :rvalue, :arity => 1) do |args|
    raise Puppet::ParseError, "lgrb_legacy_fail(): #{args[0]} is not allowed"
  end
end
