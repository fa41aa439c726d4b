# Calls the function it is given by name, with the given arguments.
Puppet::Functions.create_function(:'lgrb::call_named') do
  dispatch :call_named do
    param 'String', :name
    param 'Array', :arguments
  end

  def call_named(name, arguments)
    call_function(name, *arguments)
  end
end
