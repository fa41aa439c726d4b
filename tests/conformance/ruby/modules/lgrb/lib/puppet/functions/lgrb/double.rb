# Doubles an integer, or each integer of an array (two dispatches).
Puppet::Functions.create_function(:'lgrb::double') do
  dispatch :double_one do
    param 'Integer', :value
  end

  dispatch :double_all do
    param 'Array[Integer]', :values
  end

  def double_one(value)
    value * 2
  end

  def double_all(values)
    values.map { |v| v * 2 }
  end
end
