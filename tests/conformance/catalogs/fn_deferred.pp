# Deferred values travel in the catalog unevaluated (rich data).
notify { 'd1': message => Deferred('join', [[1, 2], ',']) }
notify { 'd2': message => Deferred('sprintf') }
file { '/tmp/d3': content => Deferred('md5', ['x']) }
notify { 'd4': message => [Deferred('upcase', ['a']), 'b'] }
