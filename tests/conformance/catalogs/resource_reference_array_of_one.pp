# Type[[title]] is an array of one reference, Type[title] one reference.
file { ['/a', '/b']: }
notify { 'one': require => File[['/a']] }
notify { 'plain': require => File['/a'] }
notify { 'two': require => File['/a', '/b'] }
notify { 'nested': require => File[['/a'], '/b'] }
notify { 'm': message => [String(File[['/a']]), String(Notify[['x', 'y']])] }
notify { 'types': message => [String(Resource[File, ['/a']]), String(Resource[File, '/a'])] }
