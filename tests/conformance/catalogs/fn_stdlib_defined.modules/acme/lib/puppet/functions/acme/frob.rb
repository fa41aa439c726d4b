# A module's own Ruby function (written for this test): lazygraph knows it exists but cannot run it.
Puppet::Functions.create_function(:'acme::frob') do
  def frob
    1
  end
end
