class base { file { '/a': mode => '0644', owner => 'x' } }
class sub inherits base { File['/a'] { mode => undef } }
include sub
