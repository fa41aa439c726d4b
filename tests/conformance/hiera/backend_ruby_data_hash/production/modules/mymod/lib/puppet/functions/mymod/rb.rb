Puppet::Functions.create_function(:'mymod::rb') do
  dispatch :lk do
    param 'Variant[String,Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lk(key, options, context)
    n = (context.cached_value('calls') || 0) + 1
    context.cache('calls', n)
    context.explain { "rb #{key} at #{options['uri']} call #{n}" }
    case key
    when 'a' then "ruby #{options['uri']} call #{n} flag #{options['flag']} env #{context.environment_name} mod #{context.module_name.inspect}"
    when 'b' then context.interpolate("%{facts.hostname} via %{lookup('plain')}")
    when 'c' then options['uri'] == 'kv://two' ? 'c from two' : context.not_found
    when 'boom' then raise Puppet::Error, "backend down at #{options['uri']}"
    else context.not_found
    end
  end
end
