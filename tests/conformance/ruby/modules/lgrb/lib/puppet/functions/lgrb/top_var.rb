# A modern function reading a variable of its closure scope (the top scope).
Puppet::Functions.create_function(:'lgrb::top_var') do
  dispatch :top_var do
    param 'String', :name
  end

  def top_var(name)
    closure_scope[name]
  end
end
