# A legacy statement function: its result never reaches the manifest.
module Puppet::Parser::Functions
  newfunction(:lgrb_legacy_statement, :type => :statement) do |args|
    'leaked'
  end
end
