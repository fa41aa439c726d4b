# frozen_string_literal: true

# Several namevars and literal title patterns, like a message broker's bindings.
Puppet::Type.newtype(:lg_binding) do
  desc <<~DESC
    A binding: source@destination@vhost, or any name with the parts as parameters.
    newparam(:not_a_param) is only text here.
  DESC

  ensurable

  def self.title_patterns
    identity = ->(x) { x }
    [
      [
        %r{^(\S+)@(\S+)@(\S+)$}m,
        [
          [:source, identity],
          [:destination],
          [:vhost],
        ],
      ],
      [
        /(.*)/m,
        [
          [:name],
        ],
      ],
    ]
  end

  newparam(:name) do
    isnamevar
  end

  newparam(:source) do
    isnamevar
  end

  newparam(:destination, namevar: true)

  newparam(:vhost) do
    desc 'vhost'
    isnamevar
    defaultto('/')
  end

  newproperty(:routing_key)
end
