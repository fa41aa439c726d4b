# Applies the block to a value, then to its result.
Puppet::Functions.create_function(:'lgrb::apply_twice') do
  dispatch :apply_twice do
    param 'Any', :value
    block_param 'Callable[1, 1]', :block
  end

  def apply_twice(value)
    yield(yield(value))
  end
end
