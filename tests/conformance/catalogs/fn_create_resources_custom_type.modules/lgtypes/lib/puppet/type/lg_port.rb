# Two namevars whose title patterns do not match every title.
Puppet::Type.newtype(:lg_port) do
  def self.title_patterns
    [[/^(\d+)\/(tcp|udp)$/, [[:number], [:protocol]]]]
  end

  newparam(:number, namevar: true)
  newparam(:protocol, namevar: true)
  newproperty(:label)
end
