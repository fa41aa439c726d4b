# What the catalog holds when the function runs: the titles of the resources of a
# type (optionally with a parameter's value), and whether one reference is declared.
Puppet::Functions.create_function(:'lgrb::declared', Puppet::Functions::InternalFunction) do
  dispatch :declared do
    scope_param
    required_param 'String', :type
    optional_param 'Hash', :parameters
  end

  def declared(scope, type, parameters = nil)
    scope.catalog.resources.select do |resource|
      resource.type.to_s.casecmp(type).zero? &&
        (parameters.nil? || parameters.all? { |k, v| resource.to_hash[k.to_sym] == v })
    end.map(&:title)
  end
end
