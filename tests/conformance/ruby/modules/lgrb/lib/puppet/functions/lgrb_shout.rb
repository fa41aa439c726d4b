# A modern-API function with a global (not namespaced) name.
Puppet::Functions.create_function(:lgrb_shout) do
  dispatch :shout do
    param 'String', :text
  end

  def shout(text)
    "#{text.upcase}!"
  end
end
