# The legacy API: arguments as an array, top-scope variables through lookupvar.
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy, :type => :rvalue, :arity => -2) do |args|
    [args[0].to_s.upcase, lookupvar('osfamily'), lookupvar('::fqdn'), args.size, args[1]]
  end
end
