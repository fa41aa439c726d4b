# Calls the block with each key and value of a hash; the block's results as an array.
Puppet::Functions.create_function(:'lgrb::with_each') do
  dispatch :with_each do
    param 'Hash', :hash
    block_param 'Callable[2, 2]', :block
  end

  def with_each(hash, &block)
    hash.map { |key, value| block.call(key, value) }
  end
end
