# Looks a key up in Hiera, with a default.
Puppet::Functions.create_function(:'lgrb::look') do
  dispatch :look do
    param 'String', :key
    param 'Any', :default
  end

  def look(key, default)
    call_function('lookup', key, nil, nil, default)
  end
end
