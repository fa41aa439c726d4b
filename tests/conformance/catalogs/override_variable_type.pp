class base { file { '/a': } file { '/b': } }
class sub inherits base { $t = File $t['/a', '/b'] { owner => 'x' } }
include sub
