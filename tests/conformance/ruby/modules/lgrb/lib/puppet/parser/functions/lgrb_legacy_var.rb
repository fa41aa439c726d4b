# A legacy function reading variables: unqualified (the caller's scope), top-scope, qualified.
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy_var, :type => :rvalue, :arity => 0) do |_args|
    [lookupvar('color'), lookupvar('::site_name'), lookupvar('app::setting'), lookupvar('osfamily')]
  end
end
