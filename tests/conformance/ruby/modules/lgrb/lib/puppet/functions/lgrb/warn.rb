# Logs a warning through Puppet and returns its argument.
Puppet::Functions.create_function(:'lgrb::warn') do
  dispatch :warn do
    param 'String', :text
  end

  def warn(text)
    Puppet.warning("lgrb::warn: #{text}")
    text
  end
end
