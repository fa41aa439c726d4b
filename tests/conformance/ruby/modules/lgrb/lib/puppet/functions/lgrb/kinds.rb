# Values JSON has no form for, both ways: default, Sensitive, Regexp, types.
Puppet::Functions.create_function(:'lgrb::kinds') do
  dispatch :kinds do
    param 'Any', :value
  end

  def kinds(value)
    type = Puppet::Pops::Types::TypeCalculator.infer_set(value)
    {
      'type' => type.to_s,
      'is_default' => value == :default,
      'unwrapped' => value.is_a?(Puppet::Pops::Types::PSensitiveType::Sensitive) ? value.unwrap : nil,
    }
  end
end
