# Puppet does not check metaparameter values when it compiles
notify { 'a': loglevel => 'bogus' }
notify { 'b': noop => 'bogus' }
notify { 'c': audit => 'bogus' }
notify { 'd': schedule => 'nonexistent' }
