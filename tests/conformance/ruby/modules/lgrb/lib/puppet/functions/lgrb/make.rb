# Returns a rich value of the kind asked for.
Puppet::Functions.create_function(:'lgrb::make') do
  dispatch :make do
    param "Enum['sensitive', 'type', 'regexp', 'default', 'resource']", :kind
  end

  def make(kind)
    case kind
    when 'sensitive' then Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cret')
    when 'type' then Puppet::Pops::Types::TypeParser.singleton.parse('Variant[Integer[1, 5], Enum[a, b]]')
    when 'regexp' then /^web(\d+)$/
    when 'default' then :default
    when 'resource' then Puppet::Pops::Types::TypeFactory.resource('file', '/etc/motd')
    end
  end
end
