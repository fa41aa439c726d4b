# Always fails, with the message it is given.
Puppet::Functions.create_function(:'lgrb::boom') do
  dispatch :boom do
    param 'String', :message
  end

  def boom(message)
    raise Puppet::ParseError, "lgrb::boom says: #{message}"
  end
end
