# Builds nested data from a name and options: hashes, arrays, undef, floats, booleans.
Puppet::Functions.create_function(:'lgrb::profile') do
  dispatch :profile do
    param 'String[1]', :name
    optional_param 'Hash[String, Any]', :options
    return_type 'Hash'
  end

  def profile(name, options = {})
    {
      'name' => name,
      'ports' => (options['ports'] || [80]).map { |p| p + 8000 },
      'ratio' => 0.25,
      'enabled' => options.fetch('enabled', true),
      'missing' => nil,
      'nested' => { 'levels' => [[1, 2], { 'deep' => name.upcase }], 3 => 'int key' },
      'keys' => options.keys.sort,
    }
  end
end
