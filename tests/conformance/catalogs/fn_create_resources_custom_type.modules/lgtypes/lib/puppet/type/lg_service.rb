# A custom type written for lazygraph's tests: one namevar, ensurable, providers.
Puppet::Type.newtype(:lg_service) do
  @doc = 'A service of the lazygraph test suite.'

  ensurable do
    defaultvalues
    defaultto :present
  end

  newparam(:service_name, :namevar => true) do
    desc 'The name (a "namevar", not `name`)'
    validate do |value|
      raise ArgumentError, "bad name #{value}" unless value =~ /^[a-z]/
    end
  end

  newproperty(:port) do
    desc 'The port { braces in a string }'
    munge { |v| Integer(v) }
  end

  newparam(:config) do
    defaultto '/etc/lg.conf'
  end

  autorequire(:file) { [self[:config]] }
end
