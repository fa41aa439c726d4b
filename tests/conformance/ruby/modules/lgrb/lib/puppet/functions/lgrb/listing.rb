# Calls back into Puppet's own functions.
Puppet::Functions.create_function(:'lgrb::listing') do
  dispatch :listing do
    param 'Array[String]', :items
    param 'String', :separator
  end

  def listing(items, separator)
    joined = call_function('join', items.sort, separator)
    call_function('sprintf', '%s (%d items, max %s)', joined, items.size, call_function('max', *items.map(&:size)))
  end
end
