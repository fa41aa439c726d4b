function f(Puppet::LookupKey $k, Puppet::LookupValue $v) >> Puppet::LookupValue { "${k}=${v}" }
notify { 'x': message => f('a', [1, {'b' => 2}]) }
notify { 'y': message => String(Puppet::LookupKey) }
notify { 'z': message => String('k' =~ Puppet::LookupKey) }
notify { 'w': message => String([1 =~ Puppet::LookupKey, [1] =~ Puppet::LookupKey, 'x' =~ RichDataKey, String(RichDataKey), String(Puppet::LookupValue)]) }
